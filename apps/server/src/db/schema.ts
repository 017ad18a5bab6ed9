import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  foldedLowerSql,
  roadTextSql,
  searchTextSql,
  suburbTextSql,
  UNIT_PATTERN,
  unitNumberTextSql,
} from './addressText.js';
import { STATUTORY_DOCUMENT_KINDS } from '@consent/domain';
import type {
  BuildingFields,
  CouncilConfig,
  FeeSchedule,
  InvoiceKind,
  MoneyLine,
  PaymentMethod,
  Levy,
  EcanData,
  LocationSaveFormat,
  MapConfig,
  McData,
  ProjectData,
  SinglePageData,
  StoredAnswers,
  ScheduleData,
  UserDetails,
  LicensedClass,
  LifecycleActor,
  LifecycleAction,
  MoneyEventAction,
  InspectionEventAction,
  LifecycleStatus,
  CollaboratorRole,
  TypeCode,
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
  /** When the user opened the link mailed to them; until then they cannot submit an application. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** When its owner closed the account (issue 29.5, migration 0064): the row is kept without their details. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** Single-use tokens mailed to a user (verify-email, password-reset); like sessions, only the SHA-256 is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_id_idx').on(t.userId)],
);

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

/**
 * Failed sign-ins (per IP, and per IP and email) and registrations (per IP) in fixed windows, shared by every
 * server process; last_at paces the attempts after repeated failures.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * One row: raised by a trigger on every statement that changes `councils` (migration 0033), so each process's
 * in-memory copy of the councils knows when it is old (ADR 0040).
 */
export const councilConfigGeneration = pgTable('council_config_generation', {
  only: boolean('only').primaryKey().default(true),
  generation: integer('generation').notNull(),
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
    typeCode: text('type_code').$type<TypeCode>().notNull(),
    param: text('param').notNull(),
    step: integer('step').notNull(),
    maxStep: integer('max_step').notNull(),
    completed: boolean('completed').notNull().default(false),
    /** Where the application is in its life (LifecycleStatus); a copy of what its events lead to, changed with each event. */
    status: text('status').$type<LifecycleStatus>().notNull().default('draft'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    signedName: text('signed_name'),
    signedDate: date('signed_date', { mode: 'string' }),
    /** When the applicant accepted the declaration and submitted; with signedName and signedDate (its NZ date), stored once. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    imported: boolean('imported').notNull().default(false),
    importedAppId: integer('imported_app_id'),
    bcNumber: text('bc_number'),
    passcode: text('passcode').notNull(),
    /** The Record of Title's request for a copy from the council, written with its answers (its onSave). */
    requestCtFromCouncil: boolean('request_ct_from_council').notNull().default(false),
    enableCompliance: boolean('enable_compliance').notNull().default(false),
    /** The building consent a CCC, CPU, amendment or multiproof clone relates to, when it was made here. */
    relatedApplicationId: integer('related_application_id').references((): AnyPgColumn => applications.id),
    // The wizard's single-form sections (DESIGN "Data"); each shape's one definition is its zod schema in the domain.
    /** The Project Contacts page's question (`/obca/ajax/lbp` has_lbp): yes or no, null until answered. */
    hasLbp: text('has_lbp'),
    ecan: jsonb('ecan').$type<EcanData>(),
    /** The project page's answers (its buildings are rows of their own); the shape is projectDataSchema. */
    project: jsonb('project').$type<ProjectData>(),
    /** A fast-track or flood-affected single-page form's own answers (fastTrackDataSchema / floodAffectedDataSchema by param). */
    singlePage: jsonb('single_page').$type<SinglePageData>(),
    /** The stored forms' answers, each under its form id (ADR 0031); read through its definition, never directly. */
    sections: jsonb('sections').$type<StoredAnswers>().notNull().default({}),
    /** The reference a person quotes (issue 30.1), from the council's format and sequence at first submission; never changes. */
    reference: text('reference'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the applicant saves anything: an untouched application is offered again instead of a duplicate. */
    firstSavedAt: timestamp('first_saved_at', { withTimezone: true }),
    /**
     * The pull API's change time (issue 33.3, ADR 0086): updated_at once the application is not a draft, null before,
     * so a draft's save writes no indexed column and can be a HOT update. Indexed by applications_council_changed_idx.
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).generatedAlwaysAs(
      sql`CASE WHEN status <> 'draft' THEN updated_at END`,
    ),
  },
  (t) => [
    // Unique within the council: two councils may share a format (issue 30.1).
    unique('applications_council_reference_unique').on(t.councilId, t.reference),
    index('applications_user_id_idx').on(t.userId),
    index('applications_untouched_idx')
      .on(t.userId, t.applicationType, t.param, t.councilId)
      .where(sql`first_saved_at is null and not completed`),
    // Issue 32 point 7's report (migration 0061), with id and type_code included.
    index('applications_council_report_idx').on(t.councilId),
  ],
);

/**
 * Every transition of an application's life (issue 18): who (user and role), when, from, to, why and the
 * transition's details (shaped by its schema in the domain's lifecycle table). Append-only: a trigger refuses
 * updates and deletes, and applications with events cannot be deleted.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').$type<LifecycleActor>().notNull(),
    // A transition of the machine, or a money event that moves no status (issue 31 point 6, ADR 0065).
    action: text('action').$type<LifecycleAction | MoneyEventAction | InspectionEventAction>().notNull(),
    fromStatus: text('from_status').$type<LifecycleStatus>().notNull(),
    toStatus: text('to_status').$type<LifecycleStatus>().notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_events_application_id_idx').on(t.applicationId, t.id),
    // Each decided application's clock events, for the report's working days (migrations 0061, 0077).
    index('application_events_application_clock_idx').on(t.applicationId),
  ],
);

export type CouncilRole = 'officer' | 'admin';

/**
 * Council staff (issue 18.1): a user's membership of a council, as an officer (processes applications) or an
 * admin (also manages members). The council routes' one access check reads it for the application's council.
 */
export const councilMembers = pgTable(
  'council_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    role: text('role').$type<CouncilRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.councilId] }), index('council_members_council_id_idx').on(t.councilId)],
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
  // On the name as the search compares it, macrons folded and lowercased (migration 0026).
  () => [index('companies_name_folded_trgm_idx').using('gin', sql.raw(`(${foldedLowerSql('name')}) gin_trgm_ops`))],
);

/**
 * PostGIS geometry in WGS84 (EPSG:4326), read and written as EWKT/WKB text; the SQL that needs shapes
 * uses ST_* functions on it, so the TypeScript side only ever passes it through.
 */
const geometry = (name: string, type: 'Point' | 'MultiPolygon') =>
  customType<{ data: string; driverData: string }>({ dataType: () => `geometry(${type},4326)` })(name);

/**
 * LINZ NZ Street Address, the columns the address search and the local geocoder need. The point is
 * derived from the imported NZGD2000 coordinates (equal to WGS84 at map scale); the search text is the
 * full address, suburb and town lowercased with punctuation removed, which both indexes search.
 */
export const addresses = pgTable(
  'addresses',
  {
    addressId: integer('address_id').primaryKey(),
    fullAddressNumber: text('full_address_number').notNull().default(''),
    fullRoadName: text('full_road_name').notNull().default(''),
    fullAddress: text('full_address').notNull(),
    suburbLocality: text('suburb_locality').notNull().default(''),
    townCity: text('town_city').notNull().default(''),
    postcode: text('postcode'),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    location: geometry('location', 'Point').generatedAlwaysAs(sql`ST_SetSRID(ST_MakePoint(longitude, latitude), 4326)`),
    /** Folded, lowercased address text without the unit type (db/addressText.ts). */
    searchText: text('search_text').generatedAlwaysAs(sql.raw(searchTextSql())),
    /** The council whose region holds the point (set on import and by the seed), for scoped searches. */
    councilId: integer('council_id').references(() => councils.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('addresses_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('addresses_search_prefix_idx').on(sql`${t.searchText} text_pattern_ops`),
    // Road first ('queen street grey lynn auckland'): typing a road name is a prefix search too, not a trigram scan.
    index('addresses_road_prefix_idx').on(sql.raw(`${roadTextSql()} text_pattern_ops`)),
    // Suburb first ('grey lynn auckland queen street'): a suburb or town typed first walks an index too.
    index('addresses_suburb_prefix_idx').on(sql.raw(`${suburbTextSql()} text_pattern_ops`)),
    // A flat by its street number ('19 karaka' finds 'flat 1/19 karaka road'): the text after the unit, units only.
    index('addresses_unit_number_prefix_idx')
      .on(sql.raw(`${unitNumberTextSql()} text_pattern_ops`))
      .where(sql`${t.searchText} ~ ${sql.raw(`'${UNIT_PATTERN}'`)}`),
    index('addresses_location_idx').using('gist', t.location),
  ],
);

/** LINZ NZ Primary Parcels: the legal description (appellation), titles and the outline drawn on the map. */
export const parcels = pgTable(
  'parcels',
  {
    id: integer('id').primaryKey(),
    appellation: text('appellation').notNull().default(''),
    affectedSurveys: text('affected_surveys').notNull().default(''),
    parcelIntent: text('parcel_intent').notNull().default(''),
    topologyType: text('topology_type').notNull().default(''),
    statutoryActions: text('statutory_actions').notNull().default(''),
    landDistrict: text('land_district').notNull().default(''),
    titles: text('titles').notNull().default(''),
    surveyArea: doublePrecision('survey_area'),
    calcArea: doublePrecision('calc_area'),
    geometry: geometry('geometry', 'MultiPolygon'),
  },
  (t) => [index('parcels_geometry_idx').using('gist', t.geometry)],
);

/**
 * A council's rating data: one row per rating unit and parcel (a rating unit may span several parcels),
 * with the address it is rated at. The local parcel provider joins it to parcels for the council fields.
 */
export const councilRatingUnits = pgTable(
  'council_rating_units',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    valuationId: text('valuation_id').notNull(),
    valuationNumber: text('valuation_number').notNull(),
    parcelId: integer('parcel_id').notNull(),
    addressId: integer('address_id'),
    certOfTitle: text('cert_of_title').notNull().default(''),
    propertyFile: text('property_file').notNull().default(''),
    capitalValue: integer('capital_value'),
    landValue: integer('land_value'),
    improvementsValue: integer('improvements_value'),
    improvements: text('improvements').notNull().default(''),
    ward: text('ward').notNull().default(''),
    wardDescription: text('ward_description').notNull().default('N/A'),
    areaDescription: text('area_description').notNull().default('N/A'),
    propertyType: text('property_type').notNull().default(''),
  },
  (t) => [
    uniqueIndex('council_rating_units_unit_parcel_idx').on(t.councilId, t.valuationId, t.parcelId),
    index('council_rating_units_address_idx').on(t.addressId),
    index('council_rating_units_parcel_idx').on(t.parcelId),
  ],
);

/** Each council's region boundary, which the region check (POST /ajax/check_region) tests a point against. */
export const councilRegions = pgTable(
  'council_regions',
  {
    councilId: integer('council_id')
      .primaryKey()
      .references(() => councils.id, { onDelete: 'cascade' }),
    boundary: geometry('boundary', 'MultiPolygon').notNull(),
  },
  (t) => [index('council_regions_boundary_idx').using('gist', t.boundary)],
);

/**
 * The parcels of an application (spec point 3 "Parcel set"): app_parcel_id per saved parcel, the saved
 * location in the domain's save format, its flags, and the duplicate key (spec point 5) unique per
 * application so that a set never holds the same parcel twice.
 */
export const applicationParcels = pgTable(
  'application_parcels',
  {
    appParcelId: serial('app_parcel_id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    parcelOpt: text('parcel_opt').notNull().default('single'),
    active: boolean('active').notNull().default(false),
    location: jsonb('location').$type<LocationSaveFormat>().notNull(),
    inCouncilRegion: boolean('in_council_region').notNull().default(true),
    legalDataUnavailable: boolean('legal_data_unavailable').notNull().default(false),
    /** The feature's google_data (spec point 3 "Parcel set"), as the browser sent it; null when it sent none. */
    googleData: jsonb('google_data').$type<Record<string, unknown>>(),
    duplicateKey: text('duplicate_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_parcels_duplicate_idx').on(t.applicationId, t.duplicateKey),
    index('application_parcels_application_idx').on(t.applicationId),
  ],
);

/**
 * The project's contacts (Project Contacts page, legacy step 11): licensed building practitioners and
 * other professionals. A user's contact library is these rows on their own earlier applications.
 */
export const projectContacts = pgTable(
  'project_contacts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 'lbp' or 'other'. */
    contactMode: text('contact_mode').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    licenceNumber: text('licence_number').notNull().default(''),
    licenceClass: text('licence_class').notNull().default(''),
    registrationNumber: text('registration_number').notNull().default(''),
    profession: text('profession').notNull().default(''),
    locations: text('locations').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_contacts_application_idx').on(t.applicationId)],
);

/** The Licensed Building Practitioners register for the local LBP provider (the embedded default). */
export const lbpPractitioners = pgTable(
  'lbp_practitioners',
  {
    lbpNumber: text('lbp_number').primaryKey(),
    names: text('names').notNull(),
    phoneNumber: text('phone_number').notNull(),
    emailAddress: text('email_address').notNull(),
    suburb: text('suburb').notNull(),
    postCode: text('post_code').notNull(),
    townOrCity: text('town_or_city').notNull(),
    licensedClasses: jsonb('licensed_classes').$type<LicensedClass[]>().notNull(),
  },
  (t) => [index('lbp_practitioners_names_trgm_idx').using('gin', sql`lower(${t.names}) gin_trgm_ops`)],
);

/**
 * A file attached to an application (File Attachments, step 15). The file itself is in the storage
 * backend under `stored_name`, a generated key that never contains anything the user sent.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    /** The type its content was detected as (magic numbers), not the one the browser claimed. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('documents_application_id_idx').on(t.applicationId)],
);

/**
 * A building of an application's project (spec point 3, "Building"), listed in the order added. Its
 * fields are one validated JSONB (buildingFieldsSchema is their one definition); its means of
 * compliance per Building Code clause and its compliance schedule are JSONB beside them.
 */
export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<BuildingFields>().notNull(),
    mcData: jsonb('mc_data').$type<McData>().notNull().default([]),
    schedule: jsonb('schedule').$type<ScheduleData>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buildings_application_id_idx').on(t.applicationId)],
);

/** The fingerprint of the demo data this database was last seeded with (one row), so starts skip an unchanged seed. */
export const seedState = pgTable('seed_state', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What browsers reported when a page failed to draw (the SPA's error boundary); also its rate limit's count. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    path: text('path').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_ip_reported_at').on(t.ip, t.reportedAt)],
);

/**
 * Mails to send, written in the same transaction as the change that causes them (the outbox pattern).
 * The mail worker claims due rows (claimed_until) and marks them sent; without SMTP_URL they stay here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is for (verify-email, password-reset, ...): for the dev outbox and for tests. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Small text attachments sent with the mail (issue 32.4: an inspection booking's .ics). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** An invitation to join a council as officer or admin (issue 18.1): single-use, expiring, only its token's SHA-256 kept. */
export const councilInvitations = pgTable(
  'council_invitations',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<CouncilRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('council_invitations_council_id_idx').on(t.councilId, t.id)],
);

/**
 * What a council's admins did outside an application's life (issue 18 points 1, 6, 7): members and invitations,
 * the multiproof permission, API keys. Append-only like application_events (a trigger refuses the rest).
 */
export const councilEvents = pgTable(
  'council_events',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('council_events_council_id_idx').on(t.councilId, t.id),
    index('council_events_subject_user_id_idx').on(t.subjectUserId),
  ],
);

/** A council's key for the pull API (issue 18.7): shown once at creation; kept are its SHA-256 and visible prefix. */
export const councilApiKeys = pgTable(
  'council_api_keys',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('council_api_keys_council_id_idx').on(t.councilId, t.id)],
);

/** The people besides its owner who may work on an application (issue 19.6), each as an editor or a viewer. */
export const applicationCollaborators = pgTable(
  'application_collaborators',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CollaboratorRole>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    index('application_collaborators_user_id_idx').on(t.userId),
  ],
);

/** Invitations to collaborate, mailed to an address; only the token's SHA-256 is kept, and it works once. */
export const applicationInvitations = pgTable(
  'application_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<CollaboratorRole>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('application_invitations_application_id_idx').on(t.applicationId)],
);

// Issue 32 point 7 (council reports): the working-day calendar the dashboard's SQL counts the statutory clock with
// (migration 0060, ADR 0060). Reference data, written only by migrations.

/** New Zealand's national public holidays, observed days included, as `date-holidays` gives them (2000-2052). */
export const nzPublicHolidays = pgTable('nz_public_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/** Every day 2000-2052: whether it is a working day (Building Act s10) and how many working days since 2000 up to it. */
export const workingDayCalendar = pgTable('working_day_calendar', {
  day: date('day', { mode: 'string' }).primaryKey(),
  working: boolean('working').notNull(),
  ordinal: integer('ordinal').notNull(),
});

// Issue 31: money (levies, fee schedules, invoices, payments). Migrations 0043-0047, ADRs 0050-0052.

/** The levies' rates as the law set them, each from the date it takes effect (migration 0043 loads them). */
export const levyRates = pgTable(
  'levy_rates',
  {
    levy: text('levy').$type<Levy>().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    centsPerThousand: bigint('cents_per_thousand', { mode: 'number' }).notNull(),
    thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.levy, t.effectiveFrom] })],
);

/** A council's fee schedule from the date it takes effect; amounts exclude GST (issue 31 point 2). */
export const councilFeeSchedules = pgTable(
  'council_fee_schedules',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    fixedFees: jsonb('fixed_fees').$type<FeeSchedule['fixedFees']>().notNull(),
    valueBands: jsonb('value_bands').$type<FeeSchedule['valueBands']>().notNull(),
    hourlyRateCents: bigint('hourly_rate_cents', { mode: 'number' }).notNull(),
    inspectionFeeCents: bigint('inspection_fee_cents', { mode: 'number' }).notNull(),
    lodgementDepositCents: bigint('lodgement_deposit_cents', { mode: 'number' }).notNull(),
    gstNumber: text('gst_number').notNull(),
    bankAccount: text('bank_account').notNull(),
    demo: boolean('demo').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('council_fee_schedules_council_date').on(t.councilId, t.effectiveFrom)],
);

/**
 * One gapless counter per council, kind ('application' references and 'consent' numbers, issue 30; 'invoice', issue 31)
 * and year, taken inside the transaction that uses it (sequences/service.ts; migrations 0040 and 0045, ADRs 0048, 0051).
 */
export const councilSequences = pgTable(
  'council_sequences',
  {
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.councilId, t.kind, t.year] })],
);

// Issue 29: operations and privacy.

/** Staff access log (issue 29.4): who among a council's staff, or which of its API keys, read which application, when. */
export const staffAccessLog = pgTable(
  'staff_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** `workspace` (a signed-in member) or `pull API` (a council API key). */
    via: text('via').$type<'workspace' | 'pull API'>().notNull(),
    /** What was read: `opened`, `answers`, `document`, `pdf`, `export`. */
    action: text('action').notNull(),
    documentId: integer('document_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's email at the time, kept when the account goes. */
    staffEmail: text('staff_email'),
    apiKeyId: integer('api_key_id').references(() => councilApiKeys.id, { onDelete: 'set null' }),
    apiKeyName: text('api_key_name'),
  },
  (t) => [
    index('staff_access_log_council_at_idx').on(t.councilId, t.at.desc(), t.id.desc()),
    index('staff_access_log_application_idx').on(t.applicationId, t.at),
  ],
);

// Issue 32: after the grant (reminders as scheduled jobs).

/** A reminder sent by the reminders job, keyed by what it is about, so it is sent once (migration 0048). */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    key: text('key').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminders_sent_application_id_idx').on(t.applicationId)],
);

/** A statutory document generated from the data (a building consent in form 5), stored once (migration 0049). */
export const statutoryDocuments = pgTable(
  'statutory_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => applicationEvents.id),
    /** The prescribed form (4, 5, 7), or null for a notice of refusal (migration 0073). */
    form: integer('form'),
    /** Which document it is (issue 32: forms 4 and 7, CCC decision; migration 0073). */
    kind: text('kind', { enum: STATUTORY_DOCUMENT_KINDS }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('statutory_documents_application_id_idx').on(t.applicationId)],
);

/** A tax invoice as issued (issue 31 point 4): lines and totals copied at issue, in cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerAddress: text('payer_address').notNull(),
    lines: jsonb('lines').$type<MoneyLine[]>().notNull(),
    feesExclusiveCents: bigint('fees_exclusive_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    leviesCents: bigint('levies_cents', { mode: 'number' }).notNull(),
    lessPaidCents: bigint('less_paid_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    /** Taken off the total by credit notes (issue 31 point 5, migration 0066): the balance is total - credited - paid. */
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
    gstNumber: text('gst_number').notNull(),
    bankAccount: text('bank_account').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_council_number').on(t.councilId, t.year, t.number),
    index('invoices_application_idx').on(t.applicationId),
    // Issue 31 point 7's finance view (migration 0068): a council's invoices by date.
    index('invoices_council_issued_idx').on(t.councilId, t.issuedAt),
  ],
);

/** A payment against an invoice (issue 31 point 5): staff-recorded or a verified card notification, in cents. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    reference: text('reference').notNull(),
    providerReference: text('provider_reference'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference').on(t.method, t.providerReference),
    index('payments_invoice_idx').on(t.invoiceId),
  ],
);

// Issue 32 point 7: the council report's facts (migration 0077, ADR 0070), written by a trigger on
// `application_events` as each event is recorded, never by the product's code.

/** A decision (grant or refuse) with its council, New Zealand day, CCC or not, and its working days on the clock. */
export const reportFacts = pgTable(
  'report_facts',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => applicationEvents.id),
    applicationId: integer('application_id').notNull(),
    councilId: integer('council_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ccc: boolean('ccc').notNull(),
    action: text('action').notNull(),
    /** Null when no start of the clock was recorded. */
    workingDays: integer('working_days'),
  },
  (t) => [
    index('report_facts_council_day_idx').on(t.councilId, t.day),
    index('report_facts_application_idx').on(t.applicationId),
  ],
);

/** A council's applications received (not CCC applications) and inspection results recorded, by New Zealand day. */
export const reportDayCounts = pgTable(
  'report_day_counts',
  {
    councilId: integer('council_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    received: integer('received').notNull().default(0),
    inspections: integer('inspections').notNull().default(0),
    inspectionsPassed: integer('inspections_passed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.councilId, t.day] })],
);
// Issue 29: account closure and retention.

/** The retention run's warning that a draft untouched for 6 months will be deleted (migration 0064, ADR 0064). */
export const draftRetentionWarnings = pgTable('draft_retention_warnings', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  warnedAt: timestamp('warned_at', { withTimezone: true }).notNull().defaultNow(),
});
// issue 31: card payments and credit notes (migration 0066, ADR 0065).

/** A checkout the card provider opened for one invoice's balance; completed once, by its verified notification. */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_checkouts_provider_session').on(t.provider, t.providerSessionId),
    index('card_checkouts_application_idx').on(t.applicationId),
  ],
);

/** A refund as a credit note, numbered from the council's gapless 'credit-note' sequence (issue 31 point 5). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_council_number').on(t.councilId, t.year, t.number),
    index('credit_notes_application_idx').on(t.applicationId),
  ],
);

// issue 32: inspections and booking (ADR 0067)

/** A text file sent with a mail: its name, MIME type and content. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** An inspection a council does, kept by its admin; its slots per area are `inspectionCapacities` (issue 32.2-3). */
export const inspectionTypes = pgTable(
  'inspection_types',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('inspection_types_council_name').on(t.councilId, sql`lower(${t.name})`)],
);

/** An inspection a consent requires, chosen by the officer at grant (recorded with the grant's event). */
export const requiredInspections = pgTable(
  'required_inspections',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    inspectionTypeId: integer('inspection_type_id')
      .notNull()
      .references(() => inspectionTypes.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => applicationEvents.id),
    sortOrder: integer('sort_order').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.applicationId, t.inspectionTypeId)],
);

/** A booking of a required inspection in a slot; its result is recorded on it by the inspector (a later step). */
export const inspectionBookings = pgTable(
  'inspection_bookings',
  {
    id: serial('id').primaryKey(),
    requiredInspectionId: integer('required_inspection_id')
      .notNull()
      .references(() => requiredInspections.id, { onDelete: 'cascade' }),
    inspectionTypeId: integer('inspection_type_id')
      .notNull()
      .references(() => inspectionTypes.id),
    /** The inspection area whose slot the booking holds (issue 32.3, ADR 0077). */
    areaId: integer('area_id')
      .notNull()
      .references(() => inspectionAreas.id),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    period: text('period').$type<'morning' | 'afternoon'>().notNull(),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The slot date the day-before reminder was sent for: a moved booking is reminded again. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    result: text('result').$type<'passed' | 'failed' | 'partially_passed'>(),
    resultNotes: text('result_notes'),
    resultAt: timestamp('result_at', { withTimezone: true }),
    resultBy: integer('result_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('inspection_bookings_slot_idx')
      .on(t.inspectionTypeId, t.areaId, t.slotDate, t.period)
      .where(sql`${t.cancelledAt} is null`),
    uniqueIndex('inspection_bookings_one_open')
      .on(t.requiredInspectionId)
      .where(sql`${t.cancelledAt} is null and ${t.result} is null`),
  ],
);

// issue 33: nothing lost (ADR 0069)

/** A stored form's version: the save that wrote it, by whom and when. A save based on an older version is refused. */
export const formVersions = pgTable(
  'form_versions',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    version: integer('version').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.form] })],
);

/** A write's Idempotency-Key with its answer (null until it has one), per user, kept a day. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    /** The answer's own headers a retry needs too (the form's new version). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_requests_created_at_idx').on(t.createdAt)],
);

// issue 31: final invoice, settings, finance (migration 0068, ADR 0066).

/** A council's payment rules (issue 31 point 6); a council without a row has DEFAULT_MONEY_SETTINGS. */
export const councilMoneySettings = pgTable('council_money_settings', {
  councilId: integer('council_id')
    .primaryKey()
    .references(() => councils.id, { onDelete: 'cascade' }),
  clockAfterDeposit: boolean('clock_after_deposit').notNull().default(false),
  releaseOnPayment: boolean('release_on_payment').notNull().default(true),
  paymentTermsDays: integer('payment_terms_days').notNull().default(20),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The levies assessed on a granted building consent (s53), one row per grant: the monthly levy return's rows. */
export const levyAssessments = pgTable(
  'levy_assessments',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    grantedOn: date('granted_on', { mode: 'string' }).notNull(),
    estimatedValueCents: bigint('estimated_value_cents', { mode: 'number' }).notNull(),
    buildingLevyCents: bigint('building_levy_cents', { mode: 'number' }).notNull(),
    researchLevyCents: bigint('research_levy_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('levy_assessments_council_granted_idx').on(t.councilId, t.grantedOn)],
);

// issue 32.4: the inspector's results and photos (ADR 0072)

/** A photo an inspector uploaded for a booking, its location metadata stripped; named by the result that carries it. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: uuid('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => inspectionBookings.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    inResult: boolean('in_result').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_photos_booking_idx').on(t.bookingId),
    // Issue 32 (migration 0085, ADR 0079): the unused photos the daily cleanup deletes, oldest first.
    index('inspection_photos_unused_idx')
      .on(t.createdAt)
      .where(sql`not ${t.inResult}`),
  ],
);

// issue 32.3: inspection areas and their capacities (ADR 0077)

/**
 * A council's inspection area, kept by its admin: the suburbs and towns it covers (a site's locality picks its area)
 * and whether it is the council's default, for a site whose locality no area lists.
 */
export const inspectionAreas = pgTable(
  'inspection_areas',
  {
    id: serial('id').primaryKey(),
    councilId: integer('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    localities: jsonb('localities').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inspection_areas_council_name').on(t.councilId, sql`lower(${t.name})`),
    uniqueIndex('inspection_areas_one_default')
      .on(t.councilId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The slots an inspection type offers each working morning and afternoon in one area: the row a booking locks. */
export const inspectionCapacities = pgTable(
  'inspection_capacities',
  {
    areaId: integer('area_id')
      .notNull()
      .references(() => inspectionAreas.id, { onDelete: 'cascade' }),
    inspectionTypeId: integer('inspection_type_id')
      .notNull()
      .references(() => inspectionTypes.id, { onDelete: 'cascade' }),
    morningSlots: integer('morning_slots').notNull().default(0),
    afternoonSlots: integer('afternoon_slots').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.inspectionTypeId] })],
);
