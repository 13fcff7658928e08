import { useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TCentre } from '@mflow/contracts/appointments/appointments.contract';
import { listCentres } from '../../api/appointments-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { useLanguage } from '../../preferences/language-context';

/** The centres every appointments page chooses from; the first is shown until one is chosen. */
export function useCentres(): TCentre[] | undefined {
  const load = useCallback((signal: AbortSignal) => listCentres(staffApi, signal), []);
  return useLoad('service-centres', load).data;
}

function centreNameOf(centre: TCentre, language: string): string {
  return language === 'EN' ? centre.nameEn : centre.nameTh;
}

/** The centre and the date a page shows, both kept in the page's address. */
export function CentreDayFields({
  idPrefix,
  centres,
  centreCode,
  date,
  dateLabelId,
  onChange,
}: {
  idPrefix: string;
  centres: readonly TCentre[];
  centreCode: string;
  date: string;
  dateLabelId: string;
  onChange: (next: { centre: string; date: string }) => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <>
      <Form.Group controlId={`${idPrefix}-centre`} className="bo-appt-filter">
        <Form.Label className="small mb-0">
          <FormattedMessage id="appointments.centre" />
        </Form.Label>
        <Form.Select size="sm" value={centreCode} onChange={(event) => onChange({ centre: event.target.value, date })}>
          {centres.map((centre) => (
            <option key={centre.code} value={centre.code}>
              {intl.formatMessage({ id: 'appointments.centre.option' }, { code: centre.code, name: centreNameOf(centre, language) })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-date`} className="bo-appt-filter">
        <Form.Label className="small mb-0">
          <FormattedMessage id={dateLabelId} />
        </Form.Label>
        <Form.Control
          size="sm"
          type="date"
          value={date}
          onChange={(event) => event.target.value && onChange({ centre: centreCode, date: event.target.value })}
        />
      </Form.Group>
    </>
  );
}
