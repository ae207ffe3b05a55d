import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { addCompany, listCompanies } from './companies.repo.ts';

const USAGE = 'usage: npm run company -- add "회사명" domain.com [other.com …] | npm run company -- list';

/** Admin command: add or list the companies whose e-mail domains may sign up. */
async function run(args: string[]): Promise<void> {
  const [command, name, ...domains] = args;
  const deps = await createDeps(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
  try {
    if (command === 'list') {
      for (const company of await listCompanies(deps.db)) console.log(`${company.id}\t${company.name}\t${company.domains.join(', ')}`);
    } else if (command === 'add' && name && domains.length > 0) {
      if (domains.some((domain) => !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain))) throw new Error(`not a domain: ${domains.join(' ')}`);
      const company = await addCompany(deps.db, name, domains);
      console.log(`added ${company?.id}\t${company?.name}\t${company?.domains.join(', ')}`);
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await deps.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
