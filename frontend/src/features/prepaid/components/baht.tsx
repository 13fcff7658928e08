import { FormattedNumber } from 'react-intl';

/** Satang shown as baht, in the reader's language. */
export function Baht({ satang, signed = false }: { satang: number; signed?: boolean }) {
  return <FormattedNumber value={satang / 100} style="currency" currency="THB" signDisplay={signed ? 'exceptZero' : 'auto'} />;
}
