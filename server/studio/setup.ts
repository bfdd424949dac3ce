// Where the studio keeps its operators, and the operators the embedded sandbox starts with (docs/sandbox.md).
import { join } from 'node:path';
import type { StudioAccounts } from './accounts';
import type { Role } from './roles';

/** STUDIO_DB, else studio.db beside the brand store's brand folders. */
export const studioDbPath = (env: NodeJS.ProcessEnv, storeDir: string): string => env.STUDIO_DB || join(storeDir, 'studio.db');

export const SANDBOX_OPERATORS: readonly { email: string; role: Role }[] = [
  { email: 'operator@sandbox.test', role: 'admin' },
  { email: 'editor@sandbox.test', role: 'editor' },
];
export const SANDBOX_OPERATOR_PASSWORD = 'Sandbox123!';

/** Adds the sandbox's operators that are missing (a store's operators keep the roles and passwords given them since). */
export async function seedSandboxOperators(accounts: StudioAccounts, now: Date): Promise<void> {
  for (const { email, role } of SANDBOX_OPERATORS) {
    if (!accounts.operator(email)) await accounts.addOperator(email, SANDBOX_OPERATOR_PASSWORD, role, now);
  }
}
