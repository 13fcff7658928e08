import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { TDatabase } from '../../../platform/db/database';
import type { TPaymentGateway } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { findCustomer } from '../../customer/customer-records';
import { createPaymentMethod } from '../../payment/methods/payment-method.service';
import { ownedBy } from '../engine/case-actions';
import { findCase } from '../engine/case-records';
import { rfidOf } from './rfid-handling';
import { rfidRequests } from './rfid.schema';

/**
 * The member's one step from a fitted tag to a payment method (requirements/rfid-installation.md#after-fitting):
 * the tag as the officer recorded it goes to the payment-method service with the member's proof,
 * so every rule and refusal of adding a tag applies as on the payment-methods page (a member
 * without an activated e-mail, a tag already in the list, a tag the programme does not have
 * registered to the holder). The card-holder ID is the member's own unless they give another.
 */
export async function addFittedTag(options: {
  db: TDatabase;
  clock: Clock;
  gateway: TPaymentGateway;
  customerId: string;
  caseNo: string;
  request: { holderId?: string | undefined; debitMode: 'DAILY' | 'AUTOMATIC'; verificationToken: string };
}): Promise<string> {
  const { db, clock, gateway, customerId, caseNo, request } = options;
  const row = ownedBy(await findCase({ db, caseNo }), { customerId });
  if (row.kind !== 'RFID') throw new AppError('ERR_CASE_0001');
  const rfid = await rfidOf(db, row.id);
  if (row.status !== 'INSTALLED' || !rfid.installedTagKind || !rfid.tagNumber || !rfid.chipSerial || !rfid.officeNumber) {
    throw new AppError('ERR_CASE_0405', { status: row.status });
  }
  if (rfid.paymentMethodId) throw new AppError('ERR_CASE_0406');
  const customer = await findCustomer({ db, customerId });
  const holderId = request.holderId ?? customer?.idNumber ?? customer?.juristicId;
  if (!holderId) throw new AppError('ERR_CASE_0407');
  const method = await createPaymentMethod({
    db,
    clock,
    gateway,
    customerId,
    input: {
      kind: rfid.installedTagKind,
      tagNumber: rfid.tagNumber,
      chipSerial: rfid.chipSerial,
      officeNumber: rfid.officeNumber,
      holderId,
      debitMode: request.debitMode,
      verificationToken: request.verificationToken,
    },
  });
  await db.update(rfidRequests).set({ paymentMethodId: method.paymentMethodId }).where(eq(rfidRequests.caseId, row.id));
  return method.paymentMethodId;
}
