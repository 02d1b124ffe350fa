import type { ConnectionManager } from './connection/manager';
import type { EventHub } from './events';
import type { ActivityLog } from './store/activity-log';
import type { DraftStore } from './store/drafts';
import type { ProfileStore, StoredProfile } from './store/profiles';
import type { SnippetStore } from './store/snippets';
import type { SecretStore } from './vault/keychain';
import type { LatestCalculations } from './services/configurator/latest-calculation';
import type { IncomingFiles } from './services/media/incoming';
import type { UploadQueue } from './services/media/queue';
import type { OutboxRunner } from './services/outbox/runner';
import type { CustomerViews } from './services/storefront/customer-view';
import type { TicketWatch } from './services/tickets/ticket-watch';
import type { TicketReplicas } from './services/tickets/ticket-replica';
import type { MediaReplicas } from './services/media/media-replica';
import type { RecordsReplicas } from './services/shared/records/records-replica';
import type { BrandingHistory } from './store/branding-history';
import type { TicketPreferences } from './store/ticket-preferences';
import type { LabelPreferenceStore } from './store/label-preferences';
import type { Printer } from '@shared/contract/labels';

/** Where the app runs; the renderer shows it and some behaviour (opening links) differs. */
export type HostKind = 'electron' | 'browser';

/**
 * Printing the window's print sheet where the host can do it without the page (Electron's
 * webContents.print and printToPDF, src/main/hosts/electron-print.ts). The browser host has none:
 * its window prints through the browser's own print.
 */
export interface SheetPrinter {
  printers(): Promise<Printer[]>;
  /** Resolves once the job was handed to the printer; false when the user cancelled the dialog. */
  print(options: { pageMm: { width: number; height: number }; deviceName: string | null; silent: boolean }): Promise<boolean>;
  toPdf(pageMm: { width: number; height: number }): Promise<Uint8Array>;
}

/**
 * Everything a handler may use. Services are plain functions of (context, validated input),
 * so the same table runs under Electron, under the browser host and in tests.
 */
export interface AppContext {
  readonly host: HostKind;
  readonly version: string;
  readonly dataDir: string;
  readonly events: EventHub;
  readonly profiles: ProfileStore;
  readonly secrets: SecretStore;
  readonly activity: ActivityLog;
  readonly connection: ConnectionManager;
  /** Every editor's unsent work (drafts), opened with the app and closed with it. */
  readonly drafts: DraftStore;
  /** The agents' saved replies and signature, for the whole app. */
  readonly snippets: SnippetStore;
  /** Brandings published from this computer, kept to compare and restore. */
  readonly brandingHistory: BrandingHistory;
  /** Pending writes, sent in the background whenever the ERP answers. */
  readonly outbox: OutboxRunner;
  /** Files handed to main for upload, by opaque id, with their staged checks. */
  readonly incoming: IncomingFiles;
  /** The one upload queue (its events go to every window). */
  readonly uploads: UploadQueue;
  /** Each connection's media library per channel in the local database, kept current by changes. */
  readonly mediaReplicas: MediaReplicas;
  /** Each connection's tickets in the local database, kept current by changes. */
  readonly ticketReplicas: TicketReplicas;
  /** Each connection's customers, suppliers, items, purchase orders, configurations and quotes in the local database. */
  readonly recordsReplicas: RecordsReplicas;
  /** Per connection, the queues that raise ticket alerts and the saved views of the ticket list. */
  readonly ticketPreferences: TicketPreferences;
  /** The ticket alert watch, looked at by a timer in main. */
  readonly ticketWatch: TicketWatch;
  /** "View as customer" sessions, forgotten whenever the active connection changes. */
  readonly customerViews: CustomerViews;
  /** Live price calculations still running, per stream. */
  readonly calculations: LatestCalculations;
  /** The label size, symbology and printer chosen on this computer. */
  readonly labelPreferences: LabelPreferenceStore;
  /** Direct printing, where the host offers it (Electron). */
  readonly printer?: SheetPrinter;
  /** OAuth 2.1 sign-in in the system browser; returns the updated profile. */
  readonly signIn?: (profileId: string) => Promise<StoredProfile>;
}
