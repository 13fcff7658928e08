import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TOperationsSettings } from '@mflow/contracts/staff/operations.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { getOperationsSettings, setComingSoon, setMaintenance, setMenuCode } from '../api/operations-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { BoTable } from '../components/bo-table';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { RefreshButton } from '../components/refresh-button';
import { useLanguage } from '../preferences/language-context';

/**
 * The operations settings: each menu code on or off, coming-soon and maintenance. A switch saves
 * at once (and is written to the audit log); the portal shows the change when it next starts up.
 */
export function SettingsPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const load = useCallback((signal: AbortSignal) => getOperationsSettings(staffApi, signal), []);
  const { loading, data, errors, reload } = useLoad('settings', load);
  const [saved, setSaved] = useState<TOperationsSettings>();
  const [saving, setSaving] = useState<string>();
  const [saveErrors, setSaveErrors] = useState<ApiErrorItem[]>();
  const [notice, setNotice] = useState<string>();
  const settings = saved ?? data;

  const save = async (what: string, change: () => Promise<TOperationsSettings>, message: string) => {
    setSaving(what);
    setSaveErrors(undefined);
    setNotice(undefined);
    try {
      setSaved(await change());
      setNotice(message);
    } catch (error) {
      setSaveErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setSaving(undefined);
    }
  };

  const refresh = () => {
    setSaved(undefined);
    reload();
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'settings.title' })}>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={refresh} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="settings.lead" />
      </p>
      {errors ? <ApiErrors errors={errors} /> : null}
      {saveErrors ? <ApiErrors errors={saveErrors} onClose={() => setSaveErrors(undefined)} /> : null}
      <div aria-live="polite">
        {notice ? (
          <Alert variant="success" className="bo-alert" data-testid="settings-notice">
            {notice}
          </Alert>
        ) : null}
      </div>
      {!settings && loading ? <LoadingBlock /> : null}
      {settings ? (
        <>
          <section className="card bo-card mb-3" aria-labelledby="site-settings-heading">
            <div className="card-header bo-card-header">
              <h2 id="site-settings-heading" className="bo-card-title">
                <FormattedMessage id="settings.site.heading" />
              </h2>
            </div>
            <div className="card-body">
              <Form.Check
                type="switch"
                role="switch"
                id="setting-coming-soon"
                label={intl.formatMessage({ id: 'settings.comingSoon' })}
                checked={settings.pageConfig.statusPage}
                disabled={saving !== undefined}
                onChange={(event) => {
                  const on = event.target.checked;
                  void save(
                    'comingSoon',
                    () => setComingSoon(staffApi, on),
                    intl.formatMessage({ id: on ? 'settings.comingSoon.on' : 'settings.comingSoon.off' }),
                  );
                }}
              />
              <Form.Check
                type="switch"
                role="switch"
                id="setting-maintenance"
                label={intl.formatMessage({ id: 'settings.maintenance' })}
                checked={settings.maintenance.enabled}
                disabled={saving !== undefined}
                onChange={(event) => {
                  const on = event.target.checked;
                  void save(
                    'maintenance',
                    () => setMaintenance(staffApi, on),
                    intl.formatMessage({ id: on ? 'settings.maintenance.on' : 'settings.maintenance.off' }),
                  );
                }}
              />
            </div>
          </section>
          <section className="card bo-card" aria-labelledby="menu-codes-heading" aria-busy={saving !== undefined}>
            <div className="card-header bo-card-header">
              <h2 id="menu-codes-heading" className="bo-card-title">
                <FormattedMessage id="settings.menus.heading" />
              </h2>
            </div>
            <BoTable
              testId="menu-code-table"
              captionId="settings.menus.caption"
              columns={[{ id: 'settings.menus.column.code' }, { id: 'settings.menus.column.menu' }]}
            >
              {settings.menus.map((menu) => {
                const name = language === 'EN' ? menu.nameEn : menu.nameTh;
                return (
                  <tr key={menu.code} data-menu-code={menu.code} data-status={menu.status}>
                    <td className="font-monospace">{menu.code}</td>
                    <td>
                      <Form.Check
                        type="switch"
                        role="switch"
                        id={`menu-${menu.code}`}
                        label={name}
                        checked={menu.status === 'ACTIVE'}
                        disabled={saving !== undefined}
                        onChange={(event) => {
                          const status = event.target.checked ? 'ACTIVE' : 'INACTIVE';
                          const message = intl.formatMessage(
                            { id: status === 'ACTIVE' ? 'settings.menus.on' : 'settings.menus.off' },
                            { menu: name, code: menu.code },
                          );
                          void save(menu.code, () => setMenuCode(staffApi, menu.code, status), message);
                        }}
                      />
                    </td>
                  </tr>
                );
              })}
            </BoTable>
          </section>
        </>
      ) : null}
    </>
  );
}
