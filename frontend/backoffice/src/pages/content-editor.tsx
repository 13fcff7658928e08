import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffContentItem } from '@mflow/contracts/content/content.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { saveContent, uploadContentFile, type TEditableKind } from '../api/content-api';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { CATEGORIES_OF, FILE_OF, formOf, inputOf, ZContentFormSchema, type TContentForm } from './content-form';

type TField = keyof TContentForm;

function FieldError({ errors, name }: { errors: FieldErrors<TContentForm>; name: TField }) {
  const message = errors[name]?.message;
  return message ? (
    <Form.Control.Feedback type="invalid" id={`content-${name}-error`}>
      <FormattedMessage id={message} />
    </Form.Control.Feedback>
  ) : null;
}

/** Writes a new item or changes one; publishing is a separate step, from the list. */
export function ContentEditor({
  kind,
  item,
  onSaved,
  onCancel,
}: {
  kind: TEditableKind;
  item: TStaffContentItem | undefined;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [errors, setErrors] = useState<ApiErrorItem[]>();
  const form = useForm<TContentForm>({ resolver: zodResolver(ZContentFormSchema), defaultValues: formOf(kind, item) });
  const fieldErrors = form.formState.errors;
  const [image, setImage] = useState({ fileId: item?.imageFileId ?? null, url: item?.imageUrl ?? null });
  const [documentId, setDocumentId] = useState(item?.fileId ?? null);
  const carries = FILE_OF[kind];

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setErrors(undefined);
    try {
      const stored = await uploadContentFile(staffApi, file);
      if (carries === 'document') setDocumentId(stored.fileId);
      else setImage({ fileId: stored.fileId, url: stored.url });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setErrors(undefined);
    try {
      await saveContent(staffApi, kind, item?.id, inputOf(kind, values, item, { imageFileId: image.fileId, fileId: documentId }));
      onSaved();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    }
  });

  const text = (name: TField, labelId: string, rows?: number) => (
    <Form.Group controlId={`content-${name}`} className="mb-3">
      <Form.Label>
        <FormattedMessage id={labelId} />
      </Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        isInvalid={Boolean(fieldErrors[name])}
        aria-describedby={fieldErrors[name] ? `content-${name}-error` : undefined}
        {...form.register(name)}
      />
      <FieldError errors={fieldErrors} name={name} />
    </Form.Group>
  );

  return (
    <section className="card bo-card mb-3" aria-labelledby="content-editor-heading" data-testid="content-editor">
      <div className="card-header bo-card-header">
        <h2 id="content-editor-heading" className="bo-card-title">
          <FormattedMessage id={item ? 'content.editor.edit' : 'content.editor.new'} />
        </h2>
      </div>
      <Form className="card-body" noValidate onSubmit={(event) => void onSubmit(event)}>
        {errors ? <ApiErrors errors={errors} /> : null}
        <Form.Group controlId="content-category" className="mb-3">
          <Form.Label>
            <FormattedMessage id="content.column.category" />
          </Form.Label>
          <Form.Select {...form.register('category')}>
            {CATEGORIES_OF[kind].map((category) => (
              <option key={category} value={category}>
                {intl.formatMessage({ id: `content.category.${category}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="row">
          <div className="col-lg-6">
            {text('titleTh', 'content.form.titleTh')}
            {text('bodyTh', 'content.form.bodyTh', 8)}
          </div>
          <div className="col-lg-6">
            {text('titleEn', 'content.form.titleEn')}
            {text('bodyEn', 'content.form.bodyEn', 8)}
          </div>
        </div>
        {kind === 'promotion' ? (
          <Form.Group controlId="content-pointsPrice" className="mb-3">
            <Form.Label>
              <FormattedMessage id="content.form.pointsPriceLabel" />
            </Form.Label>
            <Form.Control
              inputMode="numeric"
              isInvalid={Boolean(fieldErrors.pointsPrice)}
              aria-describedby={fieldErrors.pointsPrice ? 'content-pointsPrice-error' : 'content-pointsPrice-hint'}
              {...form.register('pointsPrice')}
            />
            <Form.Text id="content-pointsPrice-hint">
              <FormattedMessage id="content.form.pointsPriceHint" />
            </Form.Text>
            <FieldError errors={fieldErrors} name="pointsPrice" />
          </Form.Group>
        ) : null}
        {carries === 'document' ? (
          <Form.Group controlId="content-document" className="mb-3">
            <Form.Label>
              <FormattedMessage id="content.form.document" />
            </Form.Label>
            <Form.Control
              type="file"
              accept="application/pdf"
              onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
            />
            <Form.Text>
              <FormattedMessage id={documentId ? 'content.form.documentAttached' : 'content.form.documentMissing'} />
            </Form.Text>
          </Form.Group>
        ) : null}
        {carries === 'image' ? (
          <Form.Group controlId="content-image" className="mb-3">
            <Form.Label>
              <FormattedMessage id="content.form.image" />
            </Form.Label>
            {image.url ? (
              <img
                className="bo-content-image d-block mb-2"
                src={image.url}
                alt={intl.formatMessage({ id: 'content.form.imagePreview' })}
              />
            ) : null}
            <Form.Control
              type="file"
              accept="image/jpeg,image/png"
              onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
            />
            {image.fileId ? (
              <Button variant="link" size="sm" className="px-0" onClick={() => setImage({ fileId: null, url: null })}>
                <FormattedMessage id="content.form.removeImage" />
              </Button>
            ) : null}
          </Form.Group>
        ) : null}
        <p className="small text-body-secondary">
          <FormattedMessage id="content.form.hint" />
        </p>
        <div className="d-flex gap-2">
          <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
            <FormattedMessage id="content.form.save" />
          </Button>
          <Button type="button" variant="outline-secondary" onClick={onCancel}>
            <FormattedMessage id="content.form.cancel" />
          </Button>
        </div>
      </Form>
    </section>
  );
}
