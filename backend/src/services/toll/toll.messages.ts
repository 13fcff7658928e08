import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/**
 * Recording passages: what a gantry's report can get wrong once the data is asked (the contract's
 * own rules, ERR_TOLL_0001 and 0002, live in the contract package's toll rule texts), and the
 * passage photo's look-up.
 */
export const tollMessages = {
  ERR_TOLL_0003: {
    status: 400,
    th: 'ไม่พบด่าน (gantry) รหัส {gantryCode}',
    en: 'There is no gantry {gantryCode}',
  },
  ERR_TOLL_0004: {
    status: 400,
    th: 'ด่าน {gantryCode} มีช่องทาง 1 ถึง {lanes} ไม่มีช่องทาง {lane}',
    en: 'Gantry {gantryCode} has lanes 1 to {lanes}, not lane {lane}',
  },
  ERR_TOLL_0005: {
    status: 400,
    th: 'ไม่รู้จักรหัสจังหวัด {province}',
    en: 'The province code {province} is not known',
  },
  ERR_TOLL_0006: {
    status: 400,
    th: 'เวลาผ่านทาง {passedAt} อยู่หลังเวลาปัจจุบัน {now}',
    en: 'The passage time {passedAt} is later than now ({now})',
  },
  ERR_TOLL_0007: {
    status: 400,
    th: 'ไม่ทราบประเภทรถของทะเบียน {plate} จังหวัด {province}: ไม่ใช่รถของสมาชิกและไม่พบในทะเบียนกรมการขนส่งทางบก กรุณาระบุ vehicleClass',
    en: 'The vehicle class of plate {plate} ({province}) is not known: it is no member vehicle and not in the land transport record, so send vehicleClass',
  },
  ERR_TOLL_0008: {
    status: 404,
    th: 'ไม่พบรายการผ่านทาง',
    en: 'The passage was not found',
  },
} as const satisfies TErrorTexts;
