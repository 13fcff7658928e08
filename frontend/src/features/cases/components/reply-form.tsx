import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { replyToCase, type TCaseDetail } from '../api/cases-api';
import { answerErrors } from './answer-errors';
import { CaseFilesField, type TCaseFile } from './case-files-field';
import { MAX_CASE_FILES } from './dispute-form';
import { TextAreaField } from './text-area-field';

type TReplyValues = { text: string };

/** The contract's limit on a message. */
const MAX_REPLY = 2000;

/** The member's answer to a request for information: text and files; sending it hands the case back to the officer. */
export function ReplyForm({ caseNo, onReplied }: { caseNo: string; onReplied: (detail: TCaseDetail) => void }) {
  const [files, setFiles] = useState<TCaseFile[]>([]);
  const [failure, setFailure] = useState<string>();
  const resolver = useMemo<Resolver<TReplyValues>>(
    () =>
      (values): ResolverResult<TReplyValues> => {
        const text = values.text.trim();
        const problem = text === '' ? 'ERR_COMMON_0004' : text.length > MAX_REPLY ? 'ERR_COMMON_0002' : undefined;
        if (problem === undefined) return { values: { text }, errors: {} };
        const errors: FieldErrors<TReplyValues> = { text: { type: 'custom', message: problem } };
        return { values: {}, errors };
      },
    [],
  );
  const methods = useForm<TReplyValues>({ resolver, defaultValues: { text: '' } });
  const submit = methods.handleSubmit(async ({ text }) => {
    setFailure(undefined);
    try {
      onReplied(await replyToCase(caseNo, { text, fileIds: files.map((file) => file.fileId) }));
    } catch (error) {
      setFailure(
        answerErrors(error)
          .map((item) => item.description)
          .join(' ') || 'failed',
      );
    }
  });
  return (
    <FormProvider {...methods}>
      <form className="row g-3" noValidate onSubmit={(event) => void submit(event)} data-testid="case-reply">
        {failure ? (
          <div className="col-12">
            <p role="alert" className="alert alert-danger mb-0">
              {failure === 'failed' ? <FormattedMessage id="modal.error.generic" /> : failure}
            </p>
          </div>
        ) : null}
        <TextAreaField name="text" label="cases.reply.text" required maxLength={MAX_REPLY} />
        <CaseFilesField
          label="cases.reply.files"
          documentType="CASE_EVIDENCE"
          max={MAX_CASE_FILES}
          files={files}
          onChange={setFiles}
          testId="case-reply-files"
        />
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={methods.formState.isSubmitting}>
            <FormattedMessage id="cases.reply.send" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
