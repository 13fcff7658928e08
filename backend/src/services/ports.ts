/**
 * The outside world, as the services see it: each port is a type that main.ts fills with a real
 * adapter or a simulated one (docs/decisions/0010). Services depend on these types only, so the
 * same rules run against the simulated world on a laptop and against the real one in production.
 */
import type { TPlateType } from '@mflow/contracts/vehicle/plate';
import type { TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';

/** A person as typed on the registration form, to be matched against the population registry. */
export type TPersonToCheck = {
  nationality: string;
  idNumber: string;
  laserCode?: string | undefined;
  firstName: string;
  lastName: string;
  birthDate: string;
};

/**
 * The population registry (the role DOPA's card-check service plays for the real portal). SPEC 5
 * "Identity": the ID number, the back-of-card code (Thai cards), the name and the birth date must
 * all match; any mismatch throws ERR_REG_0001 and tells nothing about which part was wrong.
 */
export type TPopulationRegistry = {
  verifyPerson(person: TPersonToCheck): Promise<void>;
};

export type TRegisteredCompany = { juristicId: string; nameTh: string; nameEn: string; juristicType: string; registeredOn: string };

/**
 * The company registry (the business-development department's juristic register). The company
 * must be registered (ERR_REG_0002), carry the given name when one is given (ERR_REG_0002) and
 * still trade (ERR_REG_0003).
 */
export type TCompanyRegistry = {
  verifyCompany(query: { juristicId: string; juristicName?: string | undefined }): Promise<TRegisteredCompany>;
};

/** The registries that registration and vehicles check against; wired together because they are configured together. */
export type TRegistries = { population: TPopulationRegistry; company: TCompanyRegistry; vehicle: TVehicleRegistry };

/** One e-mail handed to a mail server; a failure throws and the notifier records it. */
export type TEmailSender = { send(message: { to: string; subject: string; text: string; html?: string }): Promise<void> };

/** One SMS handed to a gateway, to a 10-digit national number; a failure throws and the notifier records it. */
export type TSmsSender = { send(to: string, text: string): Promise<void> };

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
  /** The registered owner: a person by national ID or passport number, a company by juristic number. */
  owner: { type: 'PERSON' | 'COMPANY'; id: string; name: string };
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

/** One vehicle seen by one gantry: the raw record the toll module prices. */
export type TGantryPassage = {
  /** Unique per gantry system, so a record delivered twice is recorded once. */
  passageId: string;
  gantryCode: string;
  plateNumber: string;
  provinceCode: string;
  vehicleClass: string;
  passedAt: Date;
  photoId: string | undefined;
};

/**
 * The gantries' passage feed. The toll module pulls passages after a cursor it keeps, in order, in
 * batches; the same cursor may be asked for again after a crash, so the feed must answer the same.
 */
export type TPassageFeed = {
  readAfter(options: { cursor: string | undefined; limit: number }): Promise<{ passages: TGantryPassage[]; cursor: string | undefined }>;
};

export type TPaymentMethod = 'CARD' | 'QR';

export type TPaymentOutcome = { status: 'PAID' | 'DECLINED' | 'PENDING'; gatewayReference: string; declineReason?: string };

/**
 * The payment gateway. Amounts are integer satang. The idempotency key makes a retried charge
 * (a timeout, a double click) one charge; `status` asks again about a charge left PENDING.
 */
export type TPaymentGateway = {
  charge(request: { idempotencyKey: string; amountSatang: number; method: TPaymentMethod; description: string }): Promise<TPaymentOutcome>;
  status(query: { gatewayReference: string }): Promise<TPaymentOutcome>;
};
