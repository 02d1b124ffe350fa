import type { AppCoreOptions } from './create-app';

type FromEnvironment = Pick<AppCoreOptions, 'keychainService' | 'demoSandboxPort' | 'ticketWatchMs'>;

const whole = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) ? n : undefined;
};

/**
 * The settings an entry point takes from the environment, read once there and passed on as
 * options: nothing under services/, erp/ or store/ reads process.env.
 */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv = process.env): FromEnvironment {
  return {
    keychainService: env.QM_KEYCHAIN_SERVICE || undefined,
    demoSandboxPort: whole(env.QM_SANDBOX_PORT),
    // End-to-end tests shorten the ticket watch's 30 s look interval (at least a second).
    ticketWatchMs: whole(env.QM_TICKET_WATCH_MS),
  };
}
