import {
  createDatabaseTemplate,
  createPostgresTemplate,
  PG_TEMPLATE_ENV,
  TEMPLATE_ENV,
} from '../support/database-template';

/**
 * One migrated, seeded database for the run; each worker's server starts on a copy. With
 * TEST_DATABASE_URL (.ci/run sets it) a PostgreSQL twin too, for the projects that run on it.
 */
export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  const [template, postgres] = await Promise.all([
    createDatabaseTemplate(),
    url ? createPostgresTemplate(url) : undefined,
  ]);
  process.env[TEMPLATE_ENV] = template.dir;
  if (postgres) process.env[PG_TEMPLATE_ENV] = postgres.name;
  return async () => {
    template.remove();
    await postgres?.remove();
  };
}
