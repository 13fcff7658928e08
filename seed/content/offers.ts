import type { TSeedContent } from './types';

/** Partners' offers for members (MENU00018); each runs for a while from the first start. */
export const SEED_PROMOTIONS: readonly TSeedContent[] = [
  {
    category: 'FUEL',
    ageDays: 5,
    endsInDays: 90,
    titleTh: 'ส่วนลดน้ำมัน 1 บาทต่อลิตร ที่สถานีบริการบนทางหลวงพิเศษหมายเลข 9',
    titleEn: '1 baht a litre off fuel at service stations on Motorway 9',
    bodyTh: 'แสดงหน้าบัญชีสมาชิก M-Flow ในแอปที่จุดชำระเงิน รับส่วนลดน้ำมันทุกชนิด 1 บาทต่อลิตร สูงสุด 50 ลิตรต่อครั้ง',
    bodyEn: 'Show your M-Flow member account in the app at the till for 1 baht a litre off any fuel, up to 50 litres a visit.',
  },
  {
    category: 'FOOD',
    ageDays: 8,
    endsInDays: 60,
    titleTh: 'กาแฟแก้วที่สองลด 50% ที่ร้านในจุดพักรถ',
    titleEn: 'Second coffee half price at rest-area cafés',
    bodyTh: 'สมาชิกซื้อเครื่องดื่มแก้วที่สองลดครึ่งราคา ที่ร้านกาแฟที่ร่วมรายการในจุดพักรถทางหลวงพิเศษ',
    bodyEn: 'Members pay half price for a second drink at participating cafés in the motorway rest areas.',
  },
  {
    category: 'CAR_CARE',
    ageDays: 12,
    endsInDays: 120,
    titleTh: 'ตรวจเช็กสภาพรถฟรี 20 รายการ',
    titleEn: 'Free 20-point vehicle check',
    bodyTh: 'นัดหมายศูนย์บริการที่ร่วมรายการ รับการตรวจเช็กสภาพรถ 20 รายการโดยไม่มีค่าใช้จ่าย และส่วนลดค่าแรง 10%',
    bodyEn: 'Book at a participating service centre for a free 20-point check and 10% off labour.',
  },
  {
    category: 'TRAVEL',
    ageDays: 15,
    endsInDays: 75,
    titleTh: 'ส่วนลดห้องพัก 15% โรงแรมพันธมิตรภาคตะวันออก',
    titleEn: '15% off rooms at partner hotels in the east',
    bodyTh: 'จองห้องพักผ่านลิงก์สมาชิก รับส่วนลด 15% ที่โรงแรมพันธมิตรในชลบุรีและระยอง',
    bodyEn: 'Book through the member link for 15% off at partner hotels in Chon Buri and Rayong.',
  },
  {
    category: 'CAR_CARE',
    ageDays: 20,
    endsInDays: 45,
    titleTh: 'ล้างรถราคาพิเศษ 99 บาท',
    titleEn: 'Car wash for 99 baht',
    bodyTh: 'สมาชิก M-Flow ล้างรถเก๋งราคาพิเศษ 99 บาท ที่คาร์แคร์ที่ร่วมรายการ ใช้สิทธิ์ได้เดือนละ 1 ครั้ง',
    bodyEn: 'M-Flow members wash a car for 99 baht at participating car-care shops, once a month.',
  },
];

/** Forms and brochures; each is a generated PDF with its English title. */
export const SEED_DOWNLOADS: readonly TSeedContent[] = [
  {
    category: 'FORM',
    ageDays: 30,
    titleTh: 'แบบฟอร์มหนังสือมอบอำนาจ',
    titleEn: 'Power of attorney form',
    bodyTh: 'ใช้เมื่อเพิ่มรถที่ไม่ใช่ชื่อของท่าน หรือให้ผู้อื่นดำเนินการแทน',
    bodyEn: "For adding a vehicle that is not in your name, or letting someone act for you.",
  },
  {
    category: 'FORM',
    ageDays: 30,
    titleTh: 'แบบฟอร์มสมัครสมาชิกนิติบุคคล',
    titleEn: 'Company registration form',
    bodyTh: 'สำหรับนิติบุคคลที่ต้องการสมัครที่ศูนย์บริการ พร้อมรายการเอกสารที่ต้องแนบ',
    bodyEn: 'For companies registering at a service centre, with the documents to attach.',
  },
  {
    category: 'FORM',
    ageDays: 25,
    titleTh: 'แบบฟอร์มโต้แย้งค่าผ่านทาง',
    titleEn: 'Toll dispute form',
    bodyTh: 'ยื่นภายใน 30 วันนับจากวันออกใบแจ้งหนี้ ตรวจสอบภายใน 9 วันทำการ',
    bodyEn: "File within 30 days of the invoice's issue; it is checked within 9 business days.",
  },
  {
    category: 'BROCHURE',
    ageDays: 40,
    titleTh: 'แผ่นพับ M-Flow: ผ่านด่านไม่ต้องหยุด',
    titleEn: 'M-Flow brochure: through the plaza without stopping',
    bodyTh: 'วิธีใช้ระบบ การสมัคร และการชำระเงิน ในแผ่นเดียว',
    bodyEn: 'How the system works, how to register and how to pay, on one sheet.',
  },
  {
    category: 'BROCHURE',
    ageDays: 40,
    titleTh: 'ตารางอัตราค่าผ่านทางหมายเลข 9',
    titleEn: 'Motorway 9 toll tariff',
    bodyTh: 'อัตราค่าผ่านทางแยกตามด่านและประเภทรถ',
    bodyEn: 'Tolls by plaza and vehicle class.',
  },
  {
    category: 'MANUAL',
    ageDays: 45,
    titleTh: 'คู่มือการใช้งานเว็บไซต์สำหรับสมาชิก',
    titleEn: "Members' guide to the website",
    bodyTh: 'การเพิ่มรถ ช่องทางชำระเงิน ใบแจ้งหนี้ และการโต้แย้ง ทีละขั้นตอน',
    bodyEn: 'Adding vehicles, payment methods, invoices and disputes, step by step.',
  },
];
