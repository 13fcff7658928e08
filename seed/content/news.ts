import type { TSeedContent } from './types';

/** News and PR for the first start; the plazas, fees and numbers are the service's own (requirements/billing.md, requirements/constants.md). */
export const SEED_NEWS: readonly TSeedContent[] = [
  {
    category: 'ANNOUNCEMENT',
    ageDays: 1,
    titleTh: 'เปิดใช้ระบบ M-Flow บนทางหลวงพิเศษหมายเลข 9 ครบทุกด่าน',
    titleEn: 'M-Flow now runs at every plaza on Motorway 9',
    bodyTh:
      'ระบบเก็บค่าผ่านทางอัตโนมัติแบบไม่มีไม้กั้น (M-Flow) เปิดให้บริการแล้วที่ด่านทับช้าง 1 ทับช้าง 2 ธัญบุรี 1 ธัญบุรี 2 ดอกไม้ บางแก้ว และบางพลี\n\nผู้ใช้ทางไม่ต้องหยุดรถหรือชะลอความเร็วที่ด่าน กล้องที่ซุ้มตรวจจับจะอ่านป้ายทะเบียนและบันทึกการผ่านทาง สมาชิกชำระตามรอบบิล ผู้ที่ไม่ใช่สมาชิกชำระภายใน 7 วันหลังวันที่ผ่านทาง',
    bodyEn:
      'Barrier-free automatic tolling (M-Flow) is now open at Thap Chang 1, Thap Chang 2, Thanyaburi 1, Thanyaburi 2, Dokmai, Bang Kaeo and Bang Phli.\n\nDrivers no longer stop or slow down at the plaza: cameras on the gantries read the number plate and record the passage. Members pay by billing cycle; non-members pay within 7 days after the day of the passage.',
  },
  {
    category: 'SERVICE',
    ageDays: 4,
    titleTh: 'สมัครสมาชิก M-Flow ออนไลน์ได้ในไม่กี่นาที',
    titleEn: 'Register for M-Flow online in a few minutes',
    bodyTh:
      'สมัครสมาชิกได้ที่เว็บไซต์นี้ด้วยบัตรประชาชน หนังสือเดินทาง หรือหนังสือรับรองบริษัท พร้อมสำเนาทะเบียนรถ ระบบจะแจ้งผลการตรวจสอบภายใน 24 ชั่วโมง\n\nเมื่อได้รับอนุมัติ ท่านจะได้รับอีเมลยืนยันซึ่งใช้ได้ 7 วัน และสามารถเพิ่มรถและช่องทางชำระเงินได้ทันที',
    bodyEn:
      'Register on this site with your ID card, passport or company certificate and a copy of the vehicle book. We tell you the result within 24 hours.\n\nOnce approved you receive a confirmation e-mail, valid for 7 days, and can add your vehicles and payment methods at once.',
  },
  {
    category: 'ANNOUNCEMENT',
    ageDays: 7,
    titleTh: 'รอบบิลสมาชิก: ตัดรอบทุกวันที่ 1 และ 16 ของเดือน',
    titleEn: 'Member billing: cycles close on the 1st and the 16th',
    bodyTh:
      'ค่าผ่านทางของสมาชิกจะสะสมเป็นรายการค้างชำระจนถึงวันตัดรอบ รอบบิลมี 2 รอบต่อเดือน คือวันที่ 1–15 และวันที่ 16 ถึงสิ้นเดือน\n\nใบแจ้งหนี้ครบกำหนดเวลา 23:59:59 ของวันที่ 7 หลังวันสุดท้ายของรอบ เช่น รอบ 1–15 พฤศจิกายน ครบกำหนดวันที่ 22 พฤศจิกายน',
    bodyEn:
      "A member's passages accrue until the cut. There are two cycles a month: the 1st to the 15th, and the 16th to the month's end.\n\nEach invoice is due at 23:59:59 on the 7th day after the cycle's last day: the 1–15 November cycle is due on 22 November.",
  },
  {
    category: 'PRESS',
    ageDays: 10,
    titleTh: 'กรมทางหลวงชี้แจงอัตราค่าปรับกรณีไม่ชำระค่าผ่านทาง',
    titleEn: 'The Department of Highways explains the fees for unpaid tolls',
    bodyTh:
      'หากไม่ชำระภายในวันครบกำหนด ใบแจ้งหนี้จะถูกยกเลิกและออกใบใหม่พร้อมค่าปรับครั้งแรก 2 เท่าของค่าผ่านทางที่ค้าง หากยังไม่ชำระ จะส่งหนังสือแจ้งทางไปรษณีย์ถึงเจ้าของรถพร้อมค่าปรับ 10 เท่า\n\nหากพ้นกำหนดตามหนังสือแจ้งโดยไม่ชำระหรือโต้แย้ง จะมีค่าปรับฐานไม่มาชี้แจงตามกำหนด 200 บาท ชำระเมื่อใดก็ตาม ขั้นตอนค่าปรับจะหยุดทันที',
    bodyEn:
      "If an invoice is not paid by its due date it is replaced by a new one with a first late fee of 2 times the unpaid toll. If that is not paid either, a toll notice is posted to the registered owner and the fee becomes 10 times the toll.\n\nWhen the notice's due date passes without payment, dispute or appeal, a fixed 200 baht fine for failing to explain on time is added. Paying at any stage stops the ladder.",
  },
  {
    category: 'SERVICE',
    ageDays: 14,
    titleTh: 'ชำระค่าผ่านทางผ่าน PromptPay QR ได้แล้ว',
    titleEn: 'Pay your tolls with PromptPay QR',
    bodyTh:
      'ผู้ใช้ทางทั้งสมาชิกและผู้ที่ไม่ใช่สมาชิกสามารถชำระใบแจ้งหนี้ด้วย PromptPay QR ผ่านแอปธนาคารใดก็ได้ ค้นหาใบแจ้งหนี้ได้ด้วยเลขที่ใบแจ้งหนี้ ทะเบียนรถและจังหวัด หรือรหัสอ้างอิง\n\nระบบจะรับรู้การชำระทันทีและส่งใบเสร็จทางอีเมล',
    bodyEn:
      'Members and non-members alike can pay an invoice with PromptPay QR from any banking app. Find the invoice by its number, by plate and province, or by reference code.\n\nThe payment is recognised at once and the receipt is e-mailed.',
  },
  {
    category: 'ANNOUNCEMENT',
    ageDays: 18,
    titleTh: 'ตัดบัญชีอัตโนมัติ: เวลาตัดรอบบัตรเครดิตและบัญชีธนาคาร',
    titleEn: 'Automatic payment: the card and bank debit cut-off times',
    bodyTh:
      'การตัดบัตรเครดิตปิดรอบเวลา 18:00 น. รายการหลัง 18:00 น. จนถึง 23:00 น. จะบันทึกในวันถัดไป การหักบัญชีธนาคารปิดรอบเวลา 21:00 น. รายการหลังจากนั้นจะรับรู้ในวันที่ 2\n\nการเปลี่ยนช่องทางชำระเงินระหว่างวันที่ 1–15 มีผลวันที่ 16 และระหว่างวันที่ 16 ถึงสิ้นเดือนมีผลวันที่ 1',
    bodyEn:
      "Card runs close at 18:00; charges after 18:00 up to 23:00 post the next day. Bank direct debit closes at 21:00; later debits are recognised on day 2.\n\nA change of payment method made on the 1st to the 15th takes effect on the 16th; one made from the 16th to the month's end takes effect on the 1st.",
  },
  {
    category: 'PRESS',
    ageDays: 23,
    titleTh: 'ระวังข้อความหลอกลวงอ้างเป็นระบบ M-Flow',
    titleEn: 'Beware of messages pretending to come from M-Flow',
    bodyTh:
      'ขณะนี้มีผู้ไม่หวังดีส่ง SMS และอีเมลแจ้งว่ามีค่าผ่านทางค้างชำระพร้อมลิงก์ให้กรอกข้อมูลบัตร M-Flow จะไม่ขอรหัส OTP หรือข้อมูลบัตรผ่านลิงก์ใน SMS\n\nตรวจสอบชื่อผู้ส่งและโดเมนที่ใช้จริงได้ที่หน้า "ช่องทางติดต่ออย่างเป็นทางการ" ท้ายเว็บไซต์ หรือโทร 1586',
    bodyEn:
      'Fraudsters are sending SMS and e-mails that claim an unpaid toll and link to a form asking for card details. M-Flow never asks for an OTP or card details through a link in an SMS.\n\nCheck the sender names and domains we really use on the "Official senders" page linked at the foot of every page, or call 1586.',
  },
  {
    category: 'SERVICE',
    ageDays: 29,
    titleTh: 'ผู้ใช้ M-PASS และ Easy Pass ใช้ช่องทาง M-Flow ได้',
    titleEn: 'M-PASS and Easy Pass users can use the M-Flow lanes',
    bodyTh:
      'รถที่ติดบัตร M-PASS หรือ Easy Pass สามารถผ่านช่องทาง M-Flow ได้ โดยค่าผ่านทางจะหักจากบัตรเมื่อผูกบัตรไว้กับบัญชีสมาชิก\n\nสอบถามเรื่องบัตร Easy Pass โทร 1543',
    bodyEn:
      'Vehicles with an M-PASS or Easy Pass tag may use the M-Flow lanes; once the tag is linked to the member account, the toll is taken from the tag.\n\nFor Easy Pass questions call 1543.',
  },
  {
    category: 'ANNOUNCEMENT',
    ageDays: 35,
    titleTh: 'ปิดปรับปรุงระบบชั่วคราวคืนวันอาทิตย์ 01:00–03:00 น.',
    titleEn: 'Short maintenance on Sunday night, 01:00–03:00',
    bodyTh:
      'เว็บไซต์และแอปพลิเคชันจะงดให้บริการชั่วคราวเพื่อปรับปรุงระบบ การผ่านทางยังบันทึกตามปกติ ท่านสามารถตรวจสอบรายการได้หลังเปิดระบบ\n\nขออภัยในความไม่สะดวก',
    bodyEn:
      'The website and the app pause for maintenance. Passages are still recorded as usual and appear once the service is back.\n\nWe apologise for the inconvenience.',
  },
  {
    category: 'PRESS',
    ageDays: 42,
    titleTh: 'M-Flow ช่วยลดเวลาเดินทางบนทางพิเศษสายตะวันออก',
    titleEn: 'M-Flow shortens journeys on the eastern motorway',
    bodyTh:
      'ผลการเก็บข้อมูลช่วงทดลองพบว่าเวลารอที่ด่านลดลงอย่างมาก เพราะรถไม่ต้องหยุดชำระเงิน ช่วยลดการใช้เชื้อเพลิงและมลพิษบริเวณด่าน\n\nกรมทางหลวงมีแผนขยายระบบไปยังทางหลวงพิเศษสายอื่นต่อไป',
    bodyEn:
      'Data from the trial period shows waiting at the plazas fell sharply because vehicles no longer stop to pay, saving fuel and cutting pollution around the plazas.\n\nThe Department of Highways plans to extend the system to other motorways.',
  },
  {
    category: 'SERVICE',
    ageDays: 50,
    titleTh: 'ขอใบกำกับภาษีเต็มรูปได้จากหน้าประวัติการชำระเงิน',
    titleEn: 'Request a full tax invoice from your payment history',
    bodyTh: 'สมาชิกนิติบุคคลและบุคคลธรรมดาสามารถขอใบกำกับภาษีเต็มรูปของการชำระแต่ละครั้งได้จากหน้าประวัติการชำระเงิน ผู้ที่ไม่ใช่สมาชิกพิมพ์ใบเสร็จซ้ำได้ด้วยเลขที่ใบแจ้งหนี้',
    bodyEn:
      'Company and individual members can request a full tax invoice for each payment from the payment history page. Non-members can reprint a receipt with the invoice number.',
  },
];
