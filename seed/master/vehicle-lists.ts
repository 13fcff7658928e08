import type { MasterItem, MasterList } from './types';

/** Toll classes on Thai motorways: the tariff depends on the class only. */
export type VehicleClassCode = 'C1' | 'C2' | 'C3';

/** Most common brands on Thai roads first, so the dropdown is short to scan; OTHER takes free text. */
const vehicleBrands: MasterList = {
  name: 'vehiclebrands',
  items: [
    { code: 'TOYOTA', nameTh: 'โตโยต้า', nameEn: 'Toyota' },
    { code: 'ISUZU', nameTh: 'อีซูซุ', nameEn: 'Isuzu' },
    { code: 'HONDA', nameTh: 'ฮอนด้า', nameEn: 'Honda' },
    { code: 'MITSUBISHI', nameTh: 'มิตซูบิชิ', nameEn: 'Mitsubishi' },
    { code: 'NISSAN', nameTh: 'นิสสัน', nameEn: 'Nissan' },
    { code: 'MAZDA', nameTh: 'มาสด้า', nameEn: 'Mazda' },
    { code: 'FORD', nameTh: 'ฟอร์ด', nameEn: 'Ford' },
    { code: 'MG', nameTh: 'เอ็มจี', nameEn: 'MG' },
    { code: 'SUZUKI', nameTh: 'ซูซูกิ', nameEn: 'Suzuki' },
    { code: 'BYD', nameTh: 'บีวายดี', nameEn: 'BYD' },
    { code: 'GWM', nameTh: 'เกรท วอลล์ มอเตอร์', nameEn: 'GWM' },
    { code: 'HINO', nameTh: 'ฮีโน่', nameEn: 'Hino' },
    { code: 'MERCEDES_BENZ', nameTh: 'เมอร์เซเดส-เบนซ์', nameEn: 'Mercedes-Benz' },
    { code: 'BMW', nameTh: 'บีเอ็มดับเบิลยู', nameEn: 'BMW' },
    { code: 'VOLVO', nameTh: 'วอลโว่', nameEn: 'Volvo' },
    { code: 'HYUNDAI', nameTh: 'ฮุนได', nameEn: 'Hyundai' },
    { code: 'KIA', nameTh: 'เกีย', nameEn: 'Kia' },
    { code: 'CHEVROLET', nameTh: 'เชฟโรเลต', nameEn: 'Chevrolet' },
    { code: 'TESLA', nameTh: 'เทสลา', nameEn: 'Tesla' },
    { code: 'NETA', nameTh: 'เนต้า', nameEn: 'Neta' },
    { code: 'GAC_AION', nameTh: 'จีเอซี ไอออน', nameEn: 'GAC Aion' },
    { code: 'CHANGAN', nameTh: 'ฉางอาน', nameEn: 'Changan' },
    { code: 'SCANIA', nameTh: 'สแกนเนีย', nameEn: 'Scania' },
    { code: 'UD_TRUCKS', nameTh: 'ยูดี ทรัคส์', nameEn: 'UD Trucks' },
    { code: 'FUSO', nameTh: 'ฟูโซ่', nameEn: 'Fuso' },
    { code: 'SUBARU', nameTh: 'ซูบารุ', nameEn: 'Subaru' },
    { code: 'LEXUS', nameTh: 'เล็กซัส', nameEn: 'Lexus' },
    { code: 'PORSCHE', nameTh: 'ปอร์เช่', nameEn: 'Porsche' },
    { code: 'AUDI', nameTh: 'อาวดี้', nameEn: 'Audi' },
    { code: 'VOLKSWAGEN', nameTh: 'โฟล์คสวาเกน', nameEn: 'Volkswagen' },
    { code: 'PEUGEOT', nameTh: 'เปอโยต์', nameEn: 'Peugeot' },
    { code: 'MINI', nameTh: 'มินิ', nameEn: 'MINI' },
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', extra: { freeText: true } },
  ],
};

function colour(code: string, nameTh: string, nameEn: string, hex: string): MasterItem {
  return { code, nameTh, nameEn, extra: { hex } };
}

/** A vehicle may have several colours; OTHER lets the owner type a colour not listed (requirements/vehicles.md#vehicle-fields). */
const colours: MasterList = {
  name: 'colours',
  items: [
    colour('WHITE', 'ขาว', 'White', '#ffffff'),
    colour('BLACK', 'ดำ', 'Black', '#000000'),
    colour('SILVER', 'เงิน', 'Silver', '#c0c0c0'),
    colour('GREY', 'เทา', 'Grey', '#808080'),
    colour('RED', 'แดง', 'Red', '#d32f2f'),
    colour('MAROON', 'เลือดหมู', 'Maroon', '#800000'),
    colour('BLUE', 'น้ำเงิน', 'Blue', '#1565c0'),
    colour('LIGHT_BLUE', 'ฟ้า', 'Light blue', '#64b5f6'),
    colour('GREEN', 'เขียว', 'Green', '#2e7d32'),
    colour('YELLOW', 'เหลือง', 'Yellow', '#fdd835'),
    colour('ORANGE', 'ส้ม', 'Orange', '#f57c00'),
    colour('BROWN', 'น้ำตาล', 'Brown', '#6d4c41'),
    colour('GOLD', 'ทอง', 'Gold', '#d4af37'),
    colour('BRONZE', 'บรอนซ์', 'Bronze', '#cd7f32'),
    colour('CREAM', 'ครีม', 'Cream', '#f5f0dc'),
    colour('PINK', 'ชมพู', 'Pink', '#ec407a'),
    colour('PURPLE', 'ม่วง', 'Purple', '#7b1fa2'),
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', extra: { freeText: true } },
  ],
};

function vehicleType(code: string, nameTh: string, nameEn: string, vehicleClass: VehicleClassCode): MasterItem {
  return { code, nameTh, nameEn, extra: { vehicleClass } };
}

/**
 * Registration types under the Motor Vehicle Act (รย.) and the Land Transport Act that may use a
 * motorway. Motorcycles (รย.12, รย.17), three-wheelers (รย.4, รย.8), tractors, road rollers and farm
 * vehicles (รย.13-15) are banned from motorways, so they are left out.
 */
const vehicleTypes: MasterList = {
  name: 'vehicletypes',
  items: [
    vehicleType('RY1', 'รถยนต์นั่งส่วนบุคคลไม่เกิน 7 คน (รย.1)', 'Private car, up to 7 seats (RY1)', 'C1'),
    vehicleType('RY2', 'รถยนต์นั่งส่วนบุคคลเกิน 7 คน (รย.2)', 'Private van or microbus, more than 7 seats (RY2)', 'C1'),
    vehicleType('RY3', 'รถยนต์บรรทุกส่วนบุคคล (รย.3)', 'Private pickup truck (RY3)', 'C1'),
    vehicleType('RY5', 'รถยนต์รับจ้างระหว่างจังหวัด (รย.5)', 'Inter-provincial hire car (RY5)', 'C1'),
    vehicleType('RY6', 'รถยนต์รับจ้างบรรทุกคนโดยสารไม่เกิน 7 คน (รย.6)', 'Taxi, up to 7 passengers (RY6)', 'C1'),
    vehicleType('RY7', 'รถยนต์สี่ล้อเล็กรับจ้าง (รย.7)', 'Small four-wheel hire vehicle (RY7)', 'C1'),
    vehicleType('RY9', 'รถยนต์บริการธุรกิจ (รย.9)', 'Business service car (RY9)', 'C1'),
    vehicleType('RY10', 'รถยนต์บริการทัศนาจร (รย.10)', 'Tour service car (RY10)', 'C1'),
    vehicleType('RY11', 'รถยนต์บริการให้เช่า (รย.11)', 'Rental car (RY11)', 'C1'),
    vehicleType('BUS_6W', 'รถโดยสาร 6 ล้อ', 'Bus, 6 wheels', 'C2'),
    vehicleType('BUS_LARGE', 'รถโดยสารขนาดใหญ่ เกิน 6 ล้อ', 'Large bus, more than 6 wheels', 'C3'),
    vehicleType('TRUCK_6W', 'รถบรรทุก 6 ล้อ', 'Truck, 6 wheels', 'C2'),
    vehicleType('TRUCK_10W', 'รถบรรทุก 10 ล้อขึ้นไป', 'Truck, 10 wheels or more', 'C3'),
    vehicleType('TRUCK_TRAILER', 'รถพ่วง', 'Truck with full trailer', 'C3'),
    vehicleType('SEMI_TRAILER', 'รถกึ่งพ่วง (หัวลาก)', 'Tractor with semi-trailer', 'C3'),
  ],
};

/** Registration plate categories; they matter for plate recognition and for who is billed. */
const plateTypes: MasterList = {
  name: 'platetypes',
  items: [
    { code: 'PRIVATE', nameTh: 'ส่วนบุคคล', nameEn: 'Private' },
    { code: 'AUCTION', nameTh: 'ป้ายประมูล (ป้ายกราฟิก)', nameEn: 'Auction (graphic) plate' },
    { code: 'PUBLIC', nameTh: 'รถสาธารณะหรือรถรับจ้าง', nameEn: 'Public or hire (taxi)' },
    { code: 'COMMERCIAL', nameTh: 'รถบรรทุกหรือรถโดยสารเพื่อการพาณิชย์', nameEn: 'Commercial truck or bus' },
    { code: 'TEMPORARY', nameTh: 'ป้ายแดง (ป้ายชั่วคราว)', nameEn: 'Red temporary plate' },
    { code: 'GOVERNMENT', nameTh: 'รถราชการ', nameEn: 'Government' },
    { code: 'MILITARY', nameTh: 'รถทหาร', nameEn: 'Military' },
    { code: 'POLICE', nameTh: 'รถตำรวจ', nameEn: 'Police' },
    { code: 'DIPLOMATIC', nameTh: 'รถสถานทูตหรือคณะทูต', nameEn: 'Embassy or diplomatic corps' },
    { code: 'INTERNATIONAL_ORGANISATION', nameTh: 'รถองค์การระหว่างประเทศ', nameEn: 'International organisation' },
    { code: 'FOREIGN', nameTh: 'รถทะเบียนต่างประเทศ', nameEn: 'Foreign-registered' },
  ],
};

/** `wheels` is a string for C3 because the class is open-ended ("more than 6"). */
type VehicleClassExtra = { axles: 2 | 3 | 4; wheels: 4 | 6 | 'MORE_THAN_6' };

function tollClass(code: VehicleClassCode, nameTh: string, nameEn: string, extra: VehicleClassExtra): MasterItem {
  return { code, nameTh, nameEn, extra };
}

const vehicleClasses: MasterList = {
  name: 'vehicleclasses',
  items: [
    tollClass('C1', 'รถ 4 ล้อ (2 เพลา)', '4 wheels (2 axles)', { axles: 2, wheels: 4 }),
    tollClass('C2', 'รถ 6 ล้อ (3 เพลา)', '6 wheels (3 axles)', { axles: 3, wheels: 6 }),
    tollClass('C3', 'รถมากกว่า 6 ล้อ (4 เพลาขึ้นไป)', 'More than 6 wheels (4 axles or more)', { axles: 4, wheels: 'MORE_THAN_6' }),
  ],
};

export const vehicleLists: readonly MasterList[] = [vehicleBrands, colours, vehicleTypes, plateTypes, vehicleClasses];
