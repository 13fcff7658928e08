import { date, pgTable, text } from 'drizzle-orm/pg-core';

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
