import { eq } from 'drizzle-orm';
import { TOLL_BILLER } from '@mflow/contracts/payment/bill-payment';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { customers } from '../../customer/customer.schema';
import { displayNameOf } from '../../customer/customer.mapper';
import { listInvoiceAddresses } from '../../customer/invoice-address.service';
import { findMasterItems } from '../../master/master.service';
import type { TTaxInvoiceBuyerInput } from '@mflow/contracts/payment/receipts.contract';
import type { TTaxInvoiceBuyer } from './receipts.schema';

/**
 * The seller every receipt and tax invoice names (Revenue Code section 86/4 (1)): the toll
 * operator, modelled on the Department of Highways, which runs the M-Flow motorways. Its tax ID is
 * the one the bill-payment barcode carries as biller, so the paper and the payment agree; a
 * deployment replaces both with its own registration (docs/decisions/0023).
 */
export const TOLL_OPERATOR = {
  nameTh: 'กรมทางหลวง (ระบบจำลอง M-Flow)',
  nameEn: 'Department of Highways (M-Flow simulation)',
  addressTh: '2/486 ถนนศรีอยุธยา แขวงทุ่งพญาไท เขตราชเทวี กรุงเทพมหานคร 10400',
  addressEn: '2/486 Si Ayutthaya Road, Thung Phaya Thai, Ratchathewi, Bangkok 10400',
  taxId: TOLL_BILLER.taxId,
  branch: 'สำนักงานใหญ่ / Head office',
} as const;

type TAddressLines = {
  houseNumber: string;
  floor: string | null;
  village: string | null;
  moo: string | null;
  soi: string | null;
  building: string | null;
  road: string | null;
  subDistrictCode: string;
  districtCode: string;
  provinceCode: string;
  postalCode: string;
};

/** An address as one Thai line, with the master lists' names for its codes. */
async function addressText(db: TQueryable, address: TAddressLines): Promise<string> {
  const names = await findMasterItems({
    db,
    keys: [
      { listName: 'subdistricts', code: address.subDistrictCode },
      { listName: 'districts', code: address.districtCode },
      { listName: 'provinces', code: address.provinceCode },
    ],
  });
  const nameOf = (list: string, code: string) => names.find((item) => item.listName === list && item.code === code)?.nameTh ?? code;
  const parts = [
    address.houseNumber,
    address.building,
    address.floor && `ชั้น ${address.floor}`,
    address.village,
    address.moo && `หมู่ ${address.moo}`,
    address.soi && `ซอย${address.soi}`,
    address.road && `ถนน${address.road}`,
    nameOf('subdistricts', address.subDistrictCode),
    nameOf('districts', address.districtCode),
    nameOf('provinces', address.provinceCode),
    address.postalCode,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(' ');
}

/**
 * The buyer of a member's tax invoice: the name on the account and the main invoice address
 * (section 86/4 (2)); a company adds its tax ID and branch, which a VAT-registered buyer needs
 * to claim the input tax. An individual's ID card number is not printed: the law asks for the
 * buyer's tax ID only when the buyer is a VAT registrant.
 */
export async function buyerOf(db: TQueryable, customerId: string): Promise<TTaxInvoiceBuyer> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  const [address] = await listInvoiceAddresses({ db, customerId });
  if (!customer || !address) throw new AppError('ERR_RCPT_0005');
  const company = customer.customerType === 'JURISTIC';
  return {
    name: displayNameOf(customer),
    address: await addressText(db, address),
    taxId: company ? customer.juristicId : null,
    branch: company ? [customer.branchName, customer.branchCode && `(${customer.branchCode})`].filter(Boolean).join(' ') || null : null,
  };
}

/** A visitor's buyer as they typed it: a company with its tax ID, at its head office unless a branch is given. */
export function visitorBuyerOf(buyer: TTaxInvoiceBuyerInput): TTaxInvoiceBuyer {
  return {
    name: buyer.name.trim(),
    address: buyer.address.trim(),
    taxId: buyer.taxId.trim(),
    branch: buyer.branch?.trim() || 'สำนักงานใหญ่ / Head office',
    ...(buyer.email ? { email: buyer.email.trim().toLowerCase() } : {}),
  };
}
