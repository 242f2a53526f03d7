import { createDatabaseTemplate, TEMPLATE_ENV } from '../support/database-template';

/** One migrated, seeded database for the run; each worker's server starts on a copy. */
export default async function globalSetup() {
  const template = await createDatabaseTemplate();
  process.env[TEMPLATE_ENV] = template.dir;
  return () => template.remove();
}
