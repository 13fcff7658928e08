/**
 * The simulated population registry: Thai ID cards (13-digit number with a valid check digit and a
 * 12-character laser code) and a few foreigners identified by passport. Registration and
 * verifyIndividual match a person's ID, laser code, name (Thai or English) and birth date here.
 */
export type TRegistryPerson = {
  idNumber: string;
  laserCode: string | null;
  nationality: string;
  titleCode: string;
  firstNameTh: string | null;
  lastNameTh: string | null;
  firstNameEn: string;
  lastNameEn: string;
  birthDate: string;
  gender: 'M' | 'F';
};

type TThaiRow = [
  idNumber: string,
  laserCode: string,
  titleCode: string,
  firstTh: string,
  lastTh: string,
  firstEn: string,
  lastEn: string,
  birthDate: string,
  gender: 'M' | 'F',
];

const THAI_PEOPLE: TThaiRow[] = [
  ['8620966542878', 'JT7229710282', 'MR', 'สมชาย', 'ใจดี', 'Somchai', 'Jaidee', '1985-03-14', 'M'],
  ['1512393704501', 'AA2855966542', 'MRS', 'สมศรี', 'ใจดี', 'Somsri', 'Jaidee', '1987-07-02', 'F'],
  ['3987471742921', 'AA7411667737', 'MISS', 'มาลี', 'รักไทย', 'Malee', 'Rakthai', '1995-11-23', 'F'],
  ['1197686335388', 'JC1408316008', 'MR', 'ประเสริฐ', 'วงศ์สวัสดิ์', 'Prasert', 'Wongsawat', '1978-01-30', 'M'],
  ['3993467365325', 'JC8086179375', 'MRS', 'วันเพ็ญ', 'ศรีสุข', 'Wanphen', 'Srisuk', '1982-09-09', 'F'],
  ['5418820020871', 'ME3355251377', 'MR', 'อนุชา', 'บุญมา', 'Anucha', 'Boonma', '1990-05-17', 'M'],
  ['1103700012346', 'ME5120260428', 'MRS', 'ปราณี', 'มั่งมี', 'Pranee', 'Mungmee', '1986-04-12', 'F'],
  ['3044351292215', 'ME1951072463', 'MISS', 'กาญจนา', 'ทองดี', 'Kanchana', 'Thongdee', '1998-02-11', 'F'],
  ['5823897627110', 'ME4860469624', 'MR', 'ธนพล', 'แก้วมณี', 'Thanaphon', 'Kaewmanee', '1975-12-05', 'M'],
  ['8207057862222', 'AA6335714833', 'MRS', 'สุภาพร', 'พึ่งบุญ', 'Supaporn', 'Phuengboon', '1969-04-28', 'F'],
  ['5440271762516', 'JT2133290599', 'MR', 'วิชัย', 'เพชรรัตน์', 'Wichai', 'Phetcharat', '1960-08-19', 'M'],
  ['3066284809781', 'JC1027344436', 'MISS', 'ปิยะนุช', 'สายทอง', 'Piyanuch', 'Saithong', '2000-06-06', 'F'],
  ['3480346197709', 'AA0443577057', 'MR', 'ณัฐวุฒิ', 'จันทร์เพ็ญ', 'Nattawut', 'Chanphen', '1993-10-10', 'M'],
  ['3752214947009', 'AA9161248292', 'MRS', 'รัตนา', 'มีสุข', 'Rattana', 'Meesuk', '1972-03-03', 'F'],
  ['1124840187719', 'NB8033738746', 'MR', 'สุรชัย', 'ศักดิ์ดี', 'Surachai', 'Sakdee', '1988-01-21', 'M'],
  ['3183813732537', 'AA5094327725', 'MISS', 'ชนิดา', 'อ่อนศรี', 'Chanida', 'Onsri', '1996-09-15', 'F'],
  ['3513807171096', 'AA6580735546', 'MR', 'กิตติพงษ์', 'สมบูรณ์', 'Kittipong', 'Somboon', '1983-11-11', 'M'],
  ['8371924777561', 'JC1412768490', 'MRS', 'อรุณี', 'แสงทอง', 'Arunee', 'Saengthong', '1979-05-25', 'F'],
  ['3912573974673', 'JT9140486644', 'MR', 'พงศกร', 'ชัยมงคล', 'Phongsakorn', 'Chaimongkol', '1991-07-07', 'M'],
  ['3873871060191', 'JT7353261302', 'MISS', 'ศิริพร', 'เรืองศรี', 'Siriporn', 'Ruangsri', '1994-12-30', 'F'],
  ['3648581473864', 'JT1295544105', 'MR', 'ยุทธนา', 'ทองคำ', 'Yutthana', 'Thongkham', '1970-02-14', 'M'],
  ['1856250163370', 'AA1702917209', 'MRS', 'นงลักษณ์', 'บุญเรือง', 'Nongluck', 'Boonruang', '1965-10-01', 'F'],
  ['3089610785411', 'AA9246576075', 'MR', 'อภิชาติ', 'ศรีวงศ์', 'Apichat', 'Sriwong', '1986-04-04', 'M'],
  ['3809110004146', 'ME1672317656', 'MISS', 'ธิดารัตน์', 'พรหมมา', 'Thidarat', 'Prommar', '1999-08-08', 'F'],
  ['1835043298571', 'ID5832049110', 'MR', 'เกียรติศักดิ์', 'มั่นคง', 'Kiattisak', 'Mankong', '1977-06-16', 'M'],
  ['1442774027025', 'AA7415259704', 'MRS', 'พรทิพย์', 'ศรีประเสริฐ', 'Porntip', 'Sriprasert', '1984-12-12', 'F'],
  ['3486705178010', 'JT2981595010', 'MR', 'ชาญวิทย์', 'นาคสวัสดิ์', 'Chanwit', 'Naksawat', '1992-03-27', 'M'],
  ['1127513535563', 'JC9140054289', 'MISS', 'วรรณภา', 'จิตรดี', 'Wannapa', 'Jitdee', '1997-01-09', 'F'],
  ['8440769533592', 'NB4897814957', 'MR', 'สมศักดิ์', 'รุ่งเรือง', 'Somsak', 'Rungruang', '1958-09-29', 'M'],
  ['3966594109193', 'ME8161080702', 'MRS', 'จารุวรรณ', 'ใจงาม', 'Jaruwan', 'Jai-ngam', '1981-07-19', 'F'],
  ['1280344706300', 'JC4674485798', 'MR', 'ภาณุ', 'อินทรวงศ์', 'Phanu', 'Intarawong', '1989-11-03', 'M'],
];

type TForeignRow = [
  passport: string,
  nationality: string,
  titleCode: string,
  firstEn: string,
  lastEn: string,
  birthDate: string,
  gender: 'M' | 'F',
];

const FOREIGN_PEOPLE: TForeignRow[] = [
  ['GB5512034', 'GBR', 'MR', 'John', 'Smith', '1980-02-02', 'M'],
  ['EA1234567', 'CHN', 'MRS', 'Wei', 'Li', '1986-08-18', 'F'],
  ['TR0098765', 'JPN', 'MISS', 'Yuki', 'Tanaka', '1993-05-05', 'F'],
  ['MA0112233', 'MMR', 'MR', 'Aung', 'Kyaw', '1990-12-01', 'M'],
];

export const REGISTRY_PEOPLE: readonly TRegistryPerson[] = [
  ...THAI_PEOPLE.map(([idNumber, laserCode, titleCode, firstNameTh, lastNameTh, firstNameEn, lastNameEn, birthDate, gender]) => ({
    idNumber,
    laserCode,
    nationality: 'THA',
    titleCode,
    firstNameTh,
    lastNameTh,
    firstNameEn,
    lastNameEn,
    birthDate,
    gender,
  })),
  ...FOREIGN_PEOPLE.map(([idNumber, nationality, titleCode, firstNameEn, lastNameEn, birthDate, gender]) => ({
    idNumber,
    laserCode: null,
    nationality,
    titleCode,
    firstNameTh: null,
    lastNameTh: null,
    firstNameEn,
    lastNameEn,
    birthDate,
    gender,
  })),
];
