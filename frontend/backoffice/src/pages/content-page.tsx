import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { TStaffContentItem } from '@mflow/contracts/content/content.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import {
  CONTENT_PAGE_SIZE,
  deleteContent,
  EDITABLE_KINDS,
  listContent,
  publishContent,
  unpublishContent,
  type TEditableKind,
} from '../api/content-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { BoTable } from '../components/bo-table';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { pageOf, QueuePager } from '../components/queue-parts';
import { ContentEditor } from './content-editor';

const TONE: Record<TStaffContentItem['status'], string> = {
  DRAFT: 'text-bg-secondary',
  SCHEDULED: 'text-bg-info',
  PUBLISHED: 'text-bg-success',
  ENDED: 'text-bg-dark',
};

function When({ at }: { at: string | null }) {
  return at ? <FormattedDate value={at} dateStyle="medium" timeStyle="short" /> : <FormattedMessage id="common.none" />;
}

/** The content editor's list of one kind (news, FAQs, offers, downloads): write, edit, publish, take down and delete (CONTENT_EDITOR only). */
export function ContentPage() {
  const intl = useIntl();
  const { kind: kindParam } = useParams();
  const kind = EDITABLE_KINDS.find((known): known is TEditableKind => known === kindParam);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const [editing, setEditing] = useState<{ item: TStaffContentItem | undefined }>();
  const [actionErrors, setActionErrors] = useState<ApiErrorItem[]>();
  const load = useCallback((signal: AbortSignal) => listContent(staffApi, kind ?? 'news', page, signal), [kind, page]);
  const { loading, data, errors, reload } = useLoad(`${kind}|${page}`, load);
  if (!kind) return <Navigate to="/content/news" replace />;

  const act = async (action: () => Promise<unknown>, confirmId?: string) => {
    if (confirmId && !window.confirm(intl.formatMessage({ id: confirmId }))) return;
    setActionErrors(undefined);
    try {
      await action();
      reload();
    } catch (error) {
      setActionErrors(error instanceof ApiError ? error.errors : []);
    }
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / CONTENT_PAGE_SIZE)) : 1;

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: `content.title.${kind}` })}>
        <Button variant="primary" size="sm" onClick={() => setEditing({ item: undefined })} data-testid="content-new">
          <FormattedMessage id="content.new" />
        </Button>
      </PageTitle>
      {editing ? (
        <ContentEditor
          key={editing.item?.id ?? 'new'}
          kind={kind}
          item={editing.item}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      ) : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      {actionErrors ? <ApiErrors errors={actionErrors} onClose={() => setActionErrors(undefined)} /> : null}
      <section className="card bo-card" aria-labelledby="content-heading" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="content-heading" className="bo-card-title">
            <FormattedMessage id="content.heading" values={{ total: data?.total ?? 0 }} />
          </h2>
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data ? (
          <BoTable
            testId="content-table"
            captionId="content.caption"
            columns={[
              { id: 'content.column.title' },
              { id: 'content.column.category' },
              { id: 'content.column.status' },
              { id: 'content.column.publishAt' },
              { id: 'content.column.updated' },
              { id: 'content.column.actions', screenReaderOnly: true },
            ]}
          >
            {data.items.map((item) => (
              <tr key={item.id} data-content-id={item.id} data-status={item.status}>
                <td>
                  <span className="bo-cell-stack">
                    <span className="fw-semibold">{item.titleTh}</span>
                    <span className="small text-body-secondary">{item.titleEn ?? intl.formatMessage({ id: 'content.noEnglish' })}</span>
                  </span>
                </td>
                <td>{intl.formatMessage({ id: `content.category.${item.category}` })}</td>
                <td>
                  <span className={`badge rounded-pill bo-status ${TONE[item.status]}`}>
                    <FormattedMessage id={`content.status.${item.status}`} />
                  </span>
                </td>
                <td className="text-nowrap">
                  <When at={item.publishAt} />
                </td>
                <td className="small">
                  <When at={item.updatedAt} />
                  <span className="d-block text-body-secondary">{item.updatedBy ?? intl.formatMessage({ id: 'content.seeded' })}</span>
                </td>
                <td className="text-nowrap">
                  <div className="d-flex gap-1 flex-wrap">
                    <Button size="sm" variant="outline-primary" onClick={() => setEditing({ item })}>
                      <FormattedMessage id="content.action.edit" />
                    </Button>
                    {item.status === 'PUBLISHED' || item.status === 'SCHEDULED' ? (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        onClick={() => void act(() => unpublishContent(staffApi, kind, item.id))}
                      >
                        <FormattedMessage id="content.action.unpublish" />
                      </Button>
                    ) : (
                      <Button size="sm" variant="success" onClick={() => void act(() => publishContent(staffApi, kind, item.id, {}))}>
                        <FormattedMessage id="content.action.publish" />
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => void act(() => deleteContent(staffApi, kind, item.id), 'content.confirmDelete')}
                    >
                      <FormattedMessage id="content.action.delete" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </BoTable>
        ) : null}
        {data && pages > 1 ? <QueuePager page={page} pages={pages} onShow={(next) => setParams({ page: String(next) })} /> : null}
      </section>
    </>
  );
}
