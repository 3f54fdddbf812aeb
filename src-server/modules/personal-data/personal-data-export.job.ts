import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import { PersonalDataExportSchema } from '#server/entities/personal-data.entity.ts';
import type { JobPayloads, JobQueue } from '#server/jobs/job-queue.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { writePersonalDataArchive } from './personal-data-archive';
import { personalDataLink } from './personal-data-link';
import { PERSONAL_DATA_EXPORT_DAYS } from './personal-data.service';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PersonalDataJobDeps {
  jobs: JobQueue;
  publicUrl: string;
  jwtKey: Uint8Array;
}

/**
 * Makes a queued copy of someone's data: the zip to storage, the row ready with its end date,
 * and a mail with the link to whoever asked. A copy that cannot be made is marked failed (with an
 * end date, so the hourly prune removes it), and the person may ask again.
 */
export function personalDataExportJob(orm: MikroORM, storage: FileStorage, logger: Logger, deps: PersonalDataJobDeps) {
  return async ({ exportId, organisationId }: JobPayloads['personal-data-export']): Promise<void> => {
    const em = orm.em.fork();
    const tenant: TenantFilterArgs = { organisationId };
    em.setFilterParams(TENANT_FILTER, tenant);
    const row = await em.findOne(PersonalDataExportSchema, { id: exportId }, { populate: ['subject', 'requestedBy', 'organisation'] });
    // A rerun after a finished job (its worker died before acknowledging) has nothing left to do.
    if (row?.status !== 'queued') return;
    const now = new Date();
    const expiresAt = new Date(now.getTime() + PERSONAL_DATA_EXPORT_DAYS * DAY_MS);
    try {
      const key = `org/${organisationId}/personal-data/${row.id}.zip`;
      row.byteSize = await writePersonalDataArchive(em, storage, row.subject, key, now);
      row.storageKey = key;
    } catch (error) {
      logger.error({ err: error, exportId }, 'a copy of personal data could not be made');
      Object.assign(row, { status: 'failed', expiresAt });
      await em.flush();
      return;
    }
    Object.assign(row, { status: 'ready', readyAt: now, expiresAt });
    const own = row.subject.id === row.requestedBy.id;
    await queueMails({ em, site: siteRecordOf(row.organisation), deps }, 'personal-data-ready', [
      {
        to: row.requestedBy.email,
        params: { firstName: row.requestedBy.firstName, subjectName: fullName(row.subject), own, expiresOn: expiresAt.toISOString().slice(0, 10) },
        path: personalDataLink(deps.jwtKey, organisationId, row.id, expiresAt),
      },
    ]);
  };
}
