import { zodResolver } from '@hookform/resolvers/zod';
import type { TCustomerKind } from '@mflow/contracts/customer/customer-kinds';
import type { TRegistration } from '@mflow/contracts/customer/registration';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { Navigate } from 'react-router';
import type { z } from 'zod';
import { sessionStore } from '@mflow/ui/storage/browser-storage';
import { PageHeader } from '../../../shared/layout/page-header';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { socialPrefill } from '../../../shared/social-sign-in/social-sign-in';
import { consentGiven, storedResult } from '../api/registration-api';
import type { ContactProofs, Language } from '../api/registration-form';
import { RegistrationFlow } from './registration-flow';

type FrameProps<F extends FieldValues & { email: string; mobile: string }> = {
  kind: TCustomerKind;
  titleId: string;
  leadId: string;
  icon: ReactNode;
  /** Step 1's rules; made once per visit. */
  schema: () => z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  defaults: (language: Language) => F;
  verifyIdentity: (values: F) => Promise<boolean>;
  toPayload: (values: F, proofs: ContactProofs) => TRegistration;
  /** Step 1's fields. */
  children: ReactNode;
};

/**
 * What /register and /registerplus share: the consent check, the form and its defaults in the
 * chosen language, the result kept from earlier in the tab, and a fresh start after a result.
 */
export function RegistrationPageFrame<F extends FieldValues & { email: string; mobile: string }>({
  kind,
  titleId,
  leadId,
  icon,
  schema,
  defaults,
  verifyIdentity,
  toPayload,
  children,
}: FrameProps<F>) {
  const { language } = usePreferences();
  const [attempt, setAttempt] = useState(0);
  const [initialResult] = useState(storedResult);
  const [rules] = useState(schema);
  const form = useForm<F>({
    resolver: zodResolver(rules) as unknown as Resolver<F>,
    // A newcomer from a social provider starts with the provider's name and e-mail (decision 0026).
    defaultValues: { ...defaults(language), ...socialPrefill(sessionStore) } as DefaultValues<F>,
  });

  if (!consentGiven() && !initialResult) return <Navigate to="/consent" replace state={{ kind }} />;

  return (
    <>
      <PageHeader titleId={titleId} leadId={leadId} icon={icon} />
      <div className="container page-body registration-page">
        <RegistrationFlow
          key={attempt}
          form={form}
          initialResult={attempt === 0 ? initialResult : undefined}
          onRestart={() => {
            form.reset(defaults(language));
            setAttempt((count) => count + 1);
          }}
          verifyIdentity={verifyIdentity}
          toPayload={toPayload}
        >
          {children}
        </RegistrationFlow>
      </div>
    </>
  );
}
