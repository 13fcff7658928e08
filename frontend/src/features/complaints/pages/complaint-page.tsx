import '../../../shared/forms/forms.scss';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { TComplaintLists } from '@mflow/contracts/cases/complaint.contract';
import { useLoad } from '../../../shared/api/use-load';
import { countErrors } from '../../../shared/forms/error-count';
import { FieldLabel, FieldMessage, FormErrorSummary, SelectField, TextField, useFieldError } from '../../../shared/forms/fields';
import { IconCheckCircle } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useSession } from '../../../shared/session/session-context';
import { fileComplaint, getComplaintChoices, getOwnProfile, type TFiledComplaint } from '../api/complaints-api';
import {
  asksForText,
  complaintRequestOf,
  EMPTY_COMPLAINT_FORM,
  missingFreeText,
  prefilledFrom,
  trackPathOf,
  ZComplaintFormSchema,
  type TComplaintForm,
} from '../api/complaint-form';
import { SecurityConfirmation } from '../components/security-confirmation';

function DetailField() {
  const intl = useIntl();
  const { register } = useFormContext();
  const id = useId();
  const code = useFieldError('detail');
  const label = intl.formatMessage({ id: 'complaints.form.detail' });
  return (
    <div className="col-12">
      <FieldLabel htmlFor={id} text={label} required />
      <textarea
        id={id}
        rows={5}
        maxLength={2000}
        className={`form-control${code ? ' is-invalid' : ''}`}
        aria-invalid={code ? true : undefined}
        aria-required
        aria-describedby={code ? `${id}-error` : undefined}
        {...register('detail')}
      />
      <FieldMessage id={`${id}-error`} code={code} label={label} />
    </div>
  );
}

function Filed({ filed, signedIn }: { filed: TFiledComplaint; signedIn: boolean }) {
  const intl = useIntl();
  const date = intl.formatDate(new Date(`${filed.firstAnswerBy}T12:00:00+07:00`), { dateStyle: 'long', timeZone: 'Asia/Bangkok' });
  return (
    <div className="result-panel" role="status" data-testid="complaint-filed">
      <span className="result-icon result-icon-info" aria-hidden="true">
        <IconCheckCircle size={40} />
      </span>
      <h2 className="h4">
        <FormattedMessage id="complaints.filed.title" />
      </h2>
      <p>
        <FormattedMessage id="complaints.filed.detail" values={{ reference: <strong>{filed.caseNo}</strong>, date }} />
      </p>
      <Link className="btn btn-outline-primary" to={trackPathOf(filed.caseNo, signedIn)}>
        <FormattedMessage id="complaints.filed.track" />
      </Link>
    </div>
  );
}

function ComplaintForm({ lists, initial, signedIn }: { lists: TComplaintLists; initial: TComplaintForm; signedIn: boolean }) {
  const intl = useIntl();
  const [filed, setFiled] = useState<TFiledComplaint>();
  const [challenge, setChallenge] = useState<string>();
  const [challengeMissing, setChallengeMissing] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const form = useForm<TComplaintForm, unknown, z.output<typeof ZComplaintFormSchema>>({
    resolver: zodResolver(ZComplaintFormSchema),
    defaultValues: initial,
  });
  const { isSubmitting, errors, submitCount } = form.formState;
  const [topicCode, typeCode] = useWatch({ control: form.control, name: ['topicCode', 'typeCode'] });
  const nameOf = (item: { nameTh: string; nameEn: string }) => (intl.locale.startsWith('th') ? item.nameTh : item.nameEn);
  const optionsOf = (items: TComplaintLists['topics']) => items.map((item) => ({ value: item.code, label: nameOf(item) }));
  const solved = useCallback((payload: string | undefined) => {
    setChallenge(payload);
    if (payload) setChallengeMissing(false);
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    const missing = missingFreeText(values, lists);
    for (const field of missing) form.setError(field, { message: 'ERR_COMMON_0004' });
    if (!challenge) setChallengeMissing(true);
    if (missing.length > 0 || !challenge) return;
    const answer = await fileComplaint(complaintRequestOf(values, lists, challenge), signedIn).catch(() => undefined);
    // A solution is accepted once, whatever the answer: the next try needs a new one.
    setChallenge(undefined);
    setResetKey((key) => key + 1);
    if (answer) setFiled(answer);
  });

  if (filed) return <Filed filed={filed} signedIn={signedIn} />;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
        <FormErrorSummary count={submitCount > 0 ? countErrors(errors) + (challengeMissing ? 1 : 0) : 0} />
        <SelectField name="topicCode" label="complaints.form.topic" options={optionsOf(lists.topics)} required className="col-md-6" />
        {asksForText(lists.topics, topicCode) ? (
          <TextField name="topicText" label="complaints.form.topicText" maxLength={200} required className="col-md-6" />
        ) : null}
        <SelectField name="typeCode" label="complaints.form.type" options={optionsOf(lists.types)} required className="col-md-6" />
        {asksForText(lists.types, typeCode) ? (
          <TextField name="typeText" label="complaints.form.typeText" maxLength={200} required className="col-md-6" />
        ) : null}
        <DetailField />
        <TextField
          name="firstName"
          label="complaints.form.firstName"
          autoComplete="given-name"
          maxLength={100}
          required
          className="col-md-6"
        />
        <TextField
          name="lastName"
          label="complaints.form.lastName"
          autoComplete="family-name"
          maxLength={100}
          required
          className="col-md-6"
        />
        <TextField
          name="email"
          label="complaints.form.email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          className="col-md-6"
        />
        <TextField
          name="phone"
          label="complaints.form.phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={12}
          required
          className="col-md-6"
        />
        <fieldset className="col-12">
          <legend className="form-label">
            <FormattedMessage id="complaints.form.confirm" />
          </legend>
          <SecurityConfirmation onSolved={solved} resetKey={resetKey} />
          {challengeMissing ? (
            <div className="invalid-feedback d-block" role="alert">
              <FormattedMessage id="complaints.form.confirmRequired" />
            </div>
          ) : null}
        </fieldset>
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            <FormattedMessage id="complaints.form.submit" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** MENU00003: anyone complains; a member's form starts from their profile (requirements/complaints.md). */
export function ComplaintPage() {
  const intl = useIntl();
  const { loggedIn } = useSession();
  const lists = useLoad(`complaint-choices`, getComplaintChoices);
  const loadProfile = useCallback((signal: AbortSignal) => getOwnProfile(signal).catch(() => ({})), []);
  const profile = useLoad(loggedIn ? 'profile' : null, loadProfile);
  const initial = !loggedIn ? EMPTY_COMPLAINT_FORM : profile.status === 'done' ? prefilledFrom(profile.value) : undefined;

  return (
    <>
      <PageHeader titleId="screen.complaint" leadId="complaints.lead" />
      <div className="container py-4">
        {lists.status === 'done' && initial ? (
          <ComplaintForm lists={lists.value} initial={initial} signedIn={loggedIn} />
        ) : lists.status === 'failed' ? (
          <p role="alert">{intl.formatMessage({ id: 'complaints.unavailable' })}</p>
        ) : (
          <p role="status">{intl.formatMessage({ id: 'complaints.loading' })}</p>
        )}
      </div>
    </>
  );
}
