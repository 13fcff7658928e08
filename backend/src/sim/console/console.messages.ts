import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** The trainer's console: shipped scenarios run step by step on the live world. */
export const consoleMessages = {
  ERR_CONSOLE_0001: {
    status: 404,
    th: 'ไม่พบสถานการณ์ทดสอบ {file} ในรายการที่มาพร้อมระบบ',
    en: 'There is no shipped scenario {file}',
  },
  ERR_CONSOLE_0002: {
    status: 400,
    th: 'สถานการณ์ทดสอบ {file} รันบนโลกจำลองที่ใช้งานอยู่ไม่ได้: {reason} ให้รันด้วยคำสั่ง npm run scenario',
    en: 'The scenario {file} cannot run on the live world: {reason}. Run it with npm run scenario',
  },
  ERR_CONSOLE_0003: {
    status: 409,
    th: 'ยังไม่ได้โหลดสถานการณ์ทดสอบ หรือสถานการณ์ทดสอบจบแล้ว',
    en: 'No scenario is loaded, or the loaded one has finished',
  },
  ERR_CONSOLE_0004: {
    status: 409,
    th: 'ขั้นตอนก่อนหน้าของสถานการณ์ทดสอบยังทำงานอยู่ กรุณารอสักครู่',
    en: 'The previous step of the scenario is still running; please wait for it',
  },
  ERR_CONSOLE_0005: {
    status: 400,
    th: 'สถานการณ์ทดสอบ {file} อ่านไม่ได้: {reason}',
    en: 'The scenario {file} cannot be read: {reason}',
  },
} as const satisfies TErrorTexts;
