/**
 * The route walk of route-table.spec.ts: every route of frontend/src/app/route-table.ts with the page
 * heading (Thai) it shows, every code ACTIVE. A portal unit test (frontend/src/app/route-table.test.ts)
 * holds these lists to the route table, so a new route cannot be left out of the walk.
 */

/** A route under /mflow, the heading of its page, and where it lands when it sends the visitor on. */
export type WalkStep = readonly [path: string, heading: string, landsOn?: string];

const CONSENT = 'ความยินยอมในการใช้ข้อมูล';

/** What a signed-out visitor can open. The registration forms first send a visitor who has not accepted the terms to the consent page. */
export const VISITOR_WALK: readonly WalkStep[] = [
  ['/maintenance', 'ปิดปรับปรุงระบบชั่วคราว'],
  ['/nonlinepayment', 'ชำระค่าผ่านทาง'],
  ['/invoicedetail', 'รายละเอียดใบแจ้งหนี้'],
  ['/car/resubmit', 'ส่งข้อมูลรถอีกครั้ง'],
  ['/resetpwd', 'ตั้งรหัสผ่านใหม่'],
  ['/paymentcard', 'ชำระด้วยบัตร'],
  ['/paymentinvoice', 'ชำระตามใบแจ้งหนี้'],
  ['/paymentresult', 'ผลการชำระเงิน'],
  ['/knowledge', 'ความรู้เกี่ยวกับ M-Flow'],
  ['/policy', 'นโยบายความเป็นส่วนตัวและข้อกำหนดการใช้งาน'],
  ['/terms', 'นโยบายความเป็นส่วนตัวและข้อกำหนดการใช้งาน'],
  ['/officialsender', 'ช่องทางติดต่ออย่างเป็นทางการ'],
  ['/refcode', 'ค้นหารถด้วยรหัสอ้างอิง'],
  ['/register', CONSENT, '/consent'],
  ['/registerplus', CONSENT, '/consent'],
  ['/consent', CONSENT],
  ['/news', 'ข่าวประชาสัมพันธ์'],
  ['/newsdetail', 'รายละเอียดข่าว'],
  ['/faqs', 'คำถามที่พบบ่อย'],
  ['/complaint', 'แจ้งเรื่องร้องเรียน'],
  ['/download', 'ดาวน์โหลด'],
  ['/aboutus', 'เกี่ยวกับเรา'],
  ['/contactus', 'ติดต่อเรา'],
  ['/dispute', 'โต้แย้งค่าผ่านทาง'],
  ['/dispute/visitor', 'โต้แย้งค่าผ่านทางสำหรับผู้ไม่เป็นสมาชิก'],
  ['/dispute/track', 'ติดตามเรื่อง'],
  ['/appealnotice', 'อุทธรณ์หนังสือแจ้งค่าผ่านทาง'],
  ['/rfidinstallation', 'ติดตั้ง RFID'],
  ['/application', 'แอปพลิเคชัน M-Flow'],
  ['/promotion', 'สิทธิพิเศษสำหรับสมาชิก'],
  ['/aboutservice', 'M-Flow คืออะไร'],
  ['/unuserpayment', 'ชำระค่าผ่านทางสำหรับผู้ที่ไม่ใช่สมาชิก'],
  ['/nonm-reprint', 'พิมพ์ใบเสร็จรับเงินหรือใบกำกับภาษีซ้ำ'],
  ['/activate', 'ยืนยันอีเมล'],
  ['/mailbox', 'กล่องข้อความจำลอง'],
  ['/login', 'เข้าสู่ระบบ'],
  ['/social/callback', 'เข้าสู่ระบบด้วยบัญชีโซเชียล'],
  ['/forgotpwd', 'ลืมรหัสผ่าน'],
  ['/paymentnotice', 'หนังสือแจ้งค่าผ่านทาง'],
];

/** The routes only a signed-in member has. */
export const MEMBER_WALK: readonly WalkStep[] = [
  ['/passcode', 'ตั้งรหัส PIN'],
  ['/account', 'ข้อมูลผู้ใช้งาน'],
  ['/account/addresses', 'ที่อยู่ออกใบแจ้งหนี้'],
  ['/account/password', 'รหัสผ่านและรหัส PIN'],
  ['/account/close', 'ปิดบัญชี'],
  ['/account/notifications', 'การแจ้งเตือน'],
  ['/car', 'รถของฉัน'],
  ['/car/add', 'เพิ่มรถ'],
  ['/car/edit', 'แก้ไขข้อมูลรถ'],
  ['/car/import', 'เพิ่มรถจากไฟล์รายการรถ'],
  ['/paymentmethod', 'ช่องทางการชำระเงิน'],
  ['/paymentmethod/add', 'เพิ่มช่องทางการชำระเงิน'],
  ['/accruallist', 'รายการค่าผ่านทางสะสม'],
  ['/invoice', 'ใบแจ้งหนี้ของฉัน'],
  ['/tollroadhistory', 'ประวัติการผ่านทาง'],
  ['/paymenthistory', 'ประวัติการชำระเงิน'],
  ['/cases', 'เรื่องโต้แย้งของฉัน'],
  ['/casedetail', 'เรื่องโต้แย้ง'],
  ['/taxinvoices', 'ใบกำกับภาษีและใบลดหนี้'],
  ['/prepaid', 'บัญชีเติมเงิน M-Flow'],
  ['/prepaid/open', 'เปิดบัญชีเติมเงิน M-Flow'],
  ['/prepaid/settings', 'ตั้งค่าการเติมเงินอัตโนมัติ'],
  ['/prepaid/close', 'ปิดบัญชีเติมเงิน M-Flow'],
];
