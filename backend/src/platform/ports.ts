/**
 * The outside world, as the services see it: each port is a type that main.ts fills with a real
 * adapter or a simulated one (docs/decisions/0010). Services depend on these types only, so the
 * same rules run against the simulated world on a laptop and against the real one in production.
 * They live in the platform because the app's dependencies (app-deps.ts) name them, and so does the
 * notifier's, which services/notification implements over the mail and SMS transports.
 */
import type { TPlateType } from '@mflow/contracts/vehicle/plate';
import type { TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TQueryable } from './db/database';

/** A person as typed on the registration form, to be matched against the population registry. */
type TPersonToCheck = {
  nationality: string;
  idNumber: string;
  laserCode?: string | undefined;
  firstName: string;
  lastName: string;
  birthDate: string;
};

/**
 * The population registry (the role DOPA's card-check service plays for the real portal). requirements/accounts.md#identity-checks:
 * the ID number, the back-of-card code (Thai cards), the name and the birth date must
 * all match; any mismatch throws ERR_REG_0001 and tells nothing about which part was wrong.
 */
type TPopulationRegistry = {
  verifyPerson(person: TPersonToCheck): Promise<void>;
};

type TRegisteredCompany = { juristicId: string; nameTh: string; nameEn: string; juristicType: string; registeredOn: string };

/**
 * The company registry (the business-development department's juristic register). The company
 * must be registered (ERR_REG_0002), carry the given name when one is given (ERR_REG_0002) and
 * still trade (ERR_REG_0003).
 */
type TCompanyRegistry = {
  verifyCompany(query: { juristicId: string; juristicName?: string | undefined }): Promise<TRegisteredCompany>;
};

/** The registries that registration and vehicles check against; wired together because they are configured together. */
export type TRegistries = { population: TPopulationRegistry; company: TCompanyRegistry; vehicle: TVehicleRegistry };

/** A file sent with an e-mail: its name, media type and content in base 64. */
export type TAttachment = { filename: string; contentType: string; contentBase64: string };

/** One e-mail handed to a mail server; a failure throws and the notifier records it. */
export type TEmailSender = {
  send(message: { to: string; subject: string; text: string; html?: string; attachments?: TAttachment[] }): Promise<void>;
};

/** One SMS handed to a gateway, to a 10-digit national number; a failure throws and the notifier records it. */
export type TSmsSender = { send(to: string, text: string): Promise<void> };

/** One message to one customer or operator, by e-mail or SMS. */
export type TNotification = {
  channel: 'EMAIL' | 'SMS';
  to: string;
  /** Required for e-mail; SMS has none. */
  subject?: string;
  text: string;
  html?: string;
  /** E-mail only. */
  attachments?: TAttachment[];
  /** What the message is for, e.g. OTP_REGISTER_MOBILE or REGISTRATION_APPROVED; kept for the audit trail. */
  purpose: string;
  language: 'TH' | 'EN';
};

type TDeliveryStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'SIMULATED';

/**
 * The notifier: sends one message and records it in `outbox_message` through `db`. A transport
 * failure does not throw: the row says FAILED with the reason and the caller reads `status`. The
 * row is written through the handle given, so a message sent inside a transaction that later rolls
 * back loses its record; pass the database itself when the record must outlive the caller's
 * transaction.
 */
export type TNotifier = {
  send(options: { db: TQueryable; message: TNotification }): Promise<{ id: string; status: TDeliveryStatus }>;
};

/** What the land-transport vehicle registry (the department of land transport's record) says about a plate. */
export type TRegisteredVehicle = {
  /** Canonical spelling (contract vehicle/plate.ts). */
  plateNumber: string;
  provinceCode: string;
  plateType: TPlateType;
  /** The full chassis (VIN) number; customers prove they know the vehicle by its last 5 characters. */
  chassisNumber: string;
  brandCode: string;
  vehicleTypeCode: string;
  colourCodes: string[];
  categoryGroup: TCategoryGroup;
  axleCount: number;
  /**
   * The registered owner: a person by national ID or passport number, a company by juristic number,
   * with the postal address a toll notice is posted to (null where the record has none).
   */
  owner: { type: 'PERSON' | 'COMPANY'; id: string; name: string; address?: string | null };
};

/** A plate as the registry files it. */
export type TPlateKey = { plateNumber: string; provinceCode: string };

/**
 * The land-transport vehicle registry: looked up when a customer adds a vehicle, to check that
 * the plate exists, that the customer knows its chassis, and whose it is. Answers undefined for a
 * plate it does not know; `findVehicles` answers many plates at once (a company's fleet file),
 * leaving out those it does not know. Throws ERR_REG_0005 when no registry is configured.
 */
export type TVehicleRegistry = {
  findVehicle(query: TPlateKey): Promise<TRegisteredVehicle | undefined>;
  findVehicles(query: TPlateKey[]): Promise<TRegisteredVehicle[]>;
};

/** The card types (requirements/payment-methods.md#card-types). */
export type TCardBrand = 'VISA' | 'MASTERCARD' | 'JCB' | 'UNIONPAY' | 'VISA_DEBIT' | 'VISA_ELECTRON';

/** A card as typed by its holder. The CVV is used once, for the gateway's check, and never stored. */
export type TCardToSave = { brand: TCardBrand; number: string; expiryMonth: number; expiryYear: number; cvv: string; holderName: string };

/** What is kept of a saved card: the gateway's token, the brand and the last four digits. */
export type TSavedCard = { token: string; brand: TCardBrand; last4: string };

/** The prepaid tag programmes (requirements/product.md#toll-tags): M-PASS and Easy Pass. */
export type TTagProgramme = 'MPASS' | 'EASYPASS';

/** What a charge is drawn on. */
export type TChargeSource =
  | { kind: 'CARD'; token: string }
  | { kind: 'BANK_DEBIT'; bankCode: string; accountNumber: string }
  | { kind: 'REQUEST_TO_PAY'; mobile: string }
  | { kind: 'TAG'; programme: TTagProgramme; tagNumber: string };

/**
 * Where a charge stands at the gateway. PENDING: the answer comes later (bank debit, request to
 * pay, a hosted card page not yet completed, a QR not yet scanned, a time-out); `status` asks
 * again and `onSettled` hears it. CANCELLED: the payer left the hosted card page with its cancel
 * button, and nothing was charged. `declineCode` is one of the gateway's own reasons, which the
 * payment module turns into a catalogue message.
 */
export type TChargeOutcome = {
  status: 'PAID' | 'DECLINED' | 'PENDING' | 'EXPIRED' | 'CANCELLED';
  gatewayReference: string;
  amountSatang: number;
  /** The merchant reference the charge was made for (a payment id, or an invoice's Ref1 at a counter). */
  reference: string;
  declineCode?: 'DECLINED' | 'INSUFFICIENT_FUNDS' | 'ACCOUNT_CLOSED' | 'TIMED_OUT' | 'UNKNOWN_SOURCE' | undefined;
  settledAt?: Date | undefined;
};

/** Where refunded money goes: back along the charge it came from (the card, tag or account that paid), or to a bank account. */
export type TRefundDestination =
  { kind: 'ORIGINAL' } | { kind: 'BANK_ACCOUNT'; bankCode: string; accountNumber: string; holderName: string };

/**
 * The gateway's reasons for a refund it did not make. Permanent: asking again under the same key
 * answers the same (the card or tag is closed, the charge cannot take money back, more than it
 * charged). Passing (`permanent: false`, the bank did not take it now): nothing was recorded under
 * the key, so the same key may be sent again.
 */
export type TRefundFailureCode =
  'ACCOUNT_CLOSED' | 'NO_ORIGINAL_METHOD' | 'UNKNOWN_CHARGE' | 'EXCEEDS_CHARGE' | 'DECLINED' | 'BANK_UNAVAILABLE';

/** Where a refund stands at the gateway. PENDING: the answer comes later, and `refundByKey` asks for it. */
export type TRefundOutcome = {
  status: 'DONE' | 'FAILED' | 'PENDING';
  /** The gateway's own reference of the refund; none for a passing failure, which it did not keep. */
  refundReference?: string | undefined;
  amountSatang: number;
  failure?: { code: TRefundFailureCode; permanent: boolean } | undefined;
  settledAt?: Date | undefined;
};

/**
 * The payment gateway (the role KTB's merchant gateway plays for the real portal). Amounts are
 * integer satang. Every call that can move money carries the caller's idempotency key: the same
 * key answers the first charge again, so a retry after a time-out or a crash is one charge.
 */
export type TPaymentGateway = {
  /** Checks a card with its CVV and keeps it; answers a token. Throws an AppError when the card is refused. */
  saveCard(card: TCardToSave): Promise<TSavedCard>;
  /** Checks that a prepaid tag exists and belongs to the card-holder ID; throws an AppError otherwise. */
  checkTag(tag: { programme: TTagProgramme; tagNumber: string; holderId: string }): Promise<void>;
  /** Charges a saved source at once (a tag or a saved card answers PAID or DECLINED; bank debit and request to pay answer PENDING). */
  charge(request: {
    idempotencyKey: string;
    amountSatang: number;
    reference: string;
    description: string;
    source: TChargeSource;
  }): Promise<TChargeOutcome>;
  /**
   * Opens the gateway's hosted card page for a new card. The browser goes to `pageUrl`, and the
   * gateway sends it back to `returnUrl` with `Ref` and a single-use `oneTimeToken` (requirements/wire-contract.md#calls).
   */
  openCardPage(request: {
    idempotencyKey: string;
    amountSatang: number;
    reference: string;
    description: string;
    returnUrl: string;
  }): Promise<{ gatewayReference: string; pageUrl: string }>;
  /** Redeems the token the browser brought back; a second redemption, or a token of another charge, is refused. */
  redeemReturnToken(request: { gatewayReference: string; oneTimeToken: string }): Promise<TChargeOutcome>;
  /** A PromptPay QR (EMVCo payload) for this amount, payable until `expiresAt`. */
  createQr(request: {
    idempotencyKey: string;
    amountSatang: number;
    reference: string;
    expiresAt: Date;
  }): Promise<{ gatewayReference: string; payload: string; expiresAt: Date }>;
  status(query: { gatewayReference: string }): Promise<TChargeOutcome>;
  /**
   * The merchant's inquiry by its own idempotency key: the charge that key made, as it stands, or
   * undefined when the gateway never received a request with it (so no money moved under it).
   */
  chargeByKey(query: { idempotencyKey: string }): Promise<TChargeOutcome | undefined>;
  /**
   * Pays money back, once per idempotency key: the same key answers the first refund again, and a
   * key reused for another request is refused. `gatewayReference` names the charge the money came
   * from; the gateway never refunds more than that charge took. A call that throws (a time-out)
   * may still have been made: `refundByKey` tells.
   */
  refund(request: {
    idempotencyKey: string;
    gatewayReference?: string | undefined;
    amountSatang: number;
    destination: TRefundDestination;
  }): Promise<TRefundOutcome>;
  /** The refund a key made, as it stands, or undefined when the gateway kept none under it (so no money moved). */
  refundByKey(query: { idempotencyKey: string }): Promise<TRefundOutcome | undefined>;
  /**
   * Hears every charge that settles after it was asked for (PENDING became PAID, DECLINED or
   * EXPIRED), and every counter, ATM or internet-banking bill payment (reference = the invoice's
   * Ref1). A listener that throws hears the same settlement again later, so it must be idempotent.
   */
  onSettled(listener: (outcome: TChargeOutcome) => Promise<void>): void;
};
