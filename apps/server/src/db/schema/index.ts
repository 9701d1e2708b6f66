// The one PostgreSQL schema (drizzle-kit reads this file to generate migrations).
export * from './auth.js';
export * from './classes.js';
export * from './media.js';
export * from './platform.js';
export * from './schools.js';
export * from './users.js';
export * from './attendance.js';
export * from './observations.js';
export * from './announcements.js';
export * from './jobs.js';
export * from './assistant.js';
export * from './request-receipts.js';
export * from './homework.js';
export * from './medication.js';
export * from './chat.js';
export * from './carelog.js';
export * from './journal.js';
