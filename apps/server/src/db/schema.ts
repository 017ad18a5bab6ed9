import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CertTitle,
  CouncilConfig,
  EcanData,
  MapConfig,
  MiscData,
  PersonDetail,
  PimAnswers,
  PlgData,
  PreApplication,
  UserDetails,
} from '@consent/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  multiproofPermission: text('multiproof_permission').notNull().default('no'),
  details: jsonb('details').$type<UserDetails>().notNull().default({}),
  createdAt: createdAt(),
});

/** Server-side sessions; the cookie carries a random token, the table keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Sign-in and registration attempts per key (ip:… or email:…) in fixed windows, shared by every server process. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const councils = pgTable('councils', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  isRegional: boolean('is_regional').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  config: jsonb('config').$type<CouncilConfig>().notNull(),
  mapConfig: jsonb('map_config').$type<MapConfig>().notNull(),
});

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id),
    applicationType: integer('application_type').notNull(),
    typeCode: text('type_code').notNull(),
    param: text('param').notNull(),
    /** OWNER or AGENT, stored uppercased (spec point 4); null until answered. */
    role: text('role'),
    step: integer('step').notNull(),
    maxStep: integer('max_step').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    signedName: text('signed_name'),
    signedDate: date('signed_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    imported: boolean('imported').notNull().default(false),
    importedAppId: integer('imported_app_id'),
    bcNumber: text('bc_number'),
    passcode: text('passcode').notNull(),
    requestCtFromCouncil: boolean('request_ct_from_council').notNull().default(false),
    enableCompliance: boolean('enable_compliance').notNull().default(false),
    /** The building consent a CCC, CPU, amendment or multiproof clone relates to, when it was made here. */
    relatedApplicationId: integer('related_application_id').references((): AnyPgColumn => applications.id),
    firstContact: jsonb('first_contact'),
    invoiceContact: jsonb('invoice_contact'),
    // The wizard's single-form sections (DESIGN "Data"); each shape's one definition is its zod schema in the domain.
    preApplication: jsonb('pre_application').$type<PreApplication>(),
    pim: jsonb('pim').$type<PimAnswers>(),
    certTitle: jsonb('cert_title').$type<CertTitle>(),
    needAgent: text('need_agent'),
    ownerDetails: jsonb('owner_details').$type<PersonDetail>(),
    agentDetails: jsonb('agent_details').$type<PersonDetail>(),
    plg: jsonb('plg').$type<PlgData>(),
    misc: jsonb('misc').$type<MiscData>(),
    ecan: jsonb('ecan').$type<EcanData>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the applicant saves anything: an untouched application is offered again instead of a duplicate. */
    lastSavedAt: timestamp('last_saved_at', { withTimezone: true }),
  },
  (t) => [
    index('applications_user_id_idx').on(t.userId),
    index('applications_untouched_idx')
      .on(t.userId, t.applicationType, t.param, t.councilId)
      .where(sql`last_saved_at is null and not completed`),
  ],
);

/** A user's request to have the multiproof function activated (the 'Activate Multiproof Function' dialog). */
export const multiproofRequests = pgTable('multiproof_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** Each council's register of pre-application meeting references, which `checkRefNo` looks a reference up in. */
export const preApplicationMeetings = pgTable(
  'pre_application_meetings',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    refNumber: text('ref_number').notNull(),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    siteAddress: text('site_address').notNull(),
  },
  (t) => [uniqueIndex('pre_application_meetings_council_ref_idx').on(t.councilId, sql`upper(${t.refNumber})`)],
);

/** Companies for the local company-register provider (the embedded default of the company search). */
export const companies = pgTable(
  'companies',
  {
    nzbn: text('nzbn').primaryKey(),
    name: text('name').notNull(),
    registrationNumber: text('registration_number').notNull(),
  },
  (t) => [index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
