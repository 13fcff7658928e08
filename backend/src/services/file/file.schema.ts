import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded documents and photos, in PostgreSQL so that any instance can serve any file. Online
 * uploads (during registration, with an access key) have no owner until the registration claims
 * them.
 */
export const storedFiles = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: text('owner_customer_id'),
    /** Null when the uploader named no document type; such files may only be images. */
    documentType: text('document_type'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The client address of an online upload until it is claimed: the cap of unclaimed bytes counts per address. */
    uploaderAddress: text('uploader_address'),
  },
  (table) => [
    index('stored_file_owner_idx').on(table.ownerCustomerId),
    index('stored_file_unclaimed_idx')
      .on(table.uploaderAddress, table.uploadedAt)
      .where(sql`${table.claimedAt} is null`),
  ],
);
