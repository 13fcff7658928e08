import { date, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLATE_TYPES } from '@mflow/contracts/vehicle/plate';
import { CATEGORY_GROUPS } from '@mflow/contracts/vehicle/vehicle-kinds';

/**
 * The simulated population registry (the role DOPA's card-check service plays for the real
 * portal): one row per ID card or passport, seeded with demo people. Registration checks a
 * person's ID number, laser code, name and birth date against it.
 */
export const registryPeople = pgTable('registry_person', {
  idNumber: text('id_number').primaryKey(),
  /** Back-of-card code of a Thai ID card; foreigners identify with a passport, which has none. */
  laserCode: text('laser_code'),
  nationality: text('nationality').notNull(),
  titleCode: text('title_code').notNull(),
  firstNameTh: text('first_name_th'),
  lastNameTh: text('last_name_th'),
  firstNameEn: text('first_name_en').notNull(),
  lastNameEn: text('last_name_en').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  gender: text('gender', { enum: ['M', 'F', 'U'] }).notNull(),
});

/** The simulated company registry (the business-development department's juristic register). */
export const registryCompanies = pgTable('registry_company', {
  juristicId: text('juristic_id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  juristicType: text('juristic_type').notNull(),
  registeredOn: date('registered_on', { mode: 'string' }).notNull(),
  status: text('status', { enum: ['ACTIVE', 'DISSOLVED'] }).notNull(),
  directors: text('directors').array().notNull(),
});

/**
 * The simulated land-transport vehicle registry (the department of land transport's record): one
 * row per plate and province, seeded with demo vehicles. Adding a vehicle checks the plate, the
 * chassis number's last 5 characters and the registered owner against it.
 */
export const registryVehicles = pgTable(
  'registry_vehicle',
  {
    plateNumber: text('plate_number').notNull(),
    provinceCode: text('province_code').notNull(),
    plateType: text('plate_type', { enum: PLATE_TYPES }).notNull(),
    chassisNumber: text('chassis_number').notNull(),
    brandCode: text('brand_code').notNull(),
    vehicleTypeCode: text('vehicle_type_code').notNull(),
    colourCodes: text('colour_codes').array().notNull(),
    categoryGroup: text('category_group', { enum: CATEGORY_GROUPS }).notNull(),
    axleCount: integer('axle_count').notNull(),
    ownerType: text('owner_type', { enum: ['PERSON', 'COMPANY'] }).notNull(),
    /** National ID or passport number of a person, juristic number of a company. */
    ownerId: text('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    /** The registered owner's postal address, where a toll notice is posted; null where the record has none. */
    ownerAddress: text('owner_address'),
  },
  (table) => [
    primaryKey({ columns: [table.plateNumber, table.provinceCode] }),
    uniqueIndex('registry_vehicle_chassis_idx').on(table.chassisNumber),
  ],
);
