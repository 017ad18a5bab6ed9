import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { ApplicationService } from '../applications/service.js';
import type { SessionUser } from '../auth/service.js';
import type { StaffAccessLogService } from '../council/accessLog/service.js';
import { zipWriter } from '../council/pullApi/zipStream.js';
import type { DocumentService } from '../documents/service.js';
import type { LifecycleService } from '../lifecycle/service.js';
import { timelineOf } from '../lifecycle/timeline.js';
import { mailsTo } from '../mail/sentTo.js';
import type { ProfileService } from '../profile/service.js';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const archiveName = (name: string) => name.replace(/[\\/\u0000-\u001f\u007f]+/g, '_').slice(0, 150) || 'document';

export type PrivacyCopyService = ReturnType<typeof createPrivacyCopyService>;

/**
 * Everything the service holds about the signed-in person, as one zip (Privacy Act 2020, IPP 6; issue 29.5): their
 * account and profile, each application they can read with its answers, documents and events, the mails sent to
 * them, and the staff access log of the applications they own. Read through each module's own service, as the
 * person themselves reads it; everything that can refuse is read before the first byte is sent.
 */
export function createPrivacyCopyService(
  db: () => Db,
  deps: {
    applications: ApplicationService;
    documents: DocumentService;
    lifecycle: LifecycleService;
    profile: ProfileService;
    staffAccessLog: StaffAccessLogService;
  },
) {
  return {
    async zip(user: SessionUser): Promise<Readable> {
      const listed = await deps.applications.list(user);
      const applications = await Promise.all(
        listed.map(async (item) => {
          const { appId } = item;
          const [data, documents, events] = await Promise.all([
            deps.applications.data(user, appId),
            deps.documents.list(user, appId),
            deps.lifecycle.events(appId),
          ]);
          return { appId, access: item.access, data, documents: documents.documents, events: timelineOf(events) };
        }),
      );
      const owned = listed.filter((item) => item.access === 'owner').map((item) => item.appId);
      const [mails, staffAccess] = await Promise.all([
        mailsTo(db(), user.email),
        deps.staffAccessLog.ofApplications(owned),
      ]);
      const account = {
        email: user.email,
        fullName: user.fullName,
        emailVerifiedAt: user.emailVerifiedAt,
        multiproofPermission: user.multiproofPermission,
        profile: deps.profile.read(user),
      };
      const zip = zipWriter();
      void (async () => {
        const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));
        await zip.add('account.json', json(account), { compress: true });
        await zip.add('mails.json', json(mails), { compress: true });
        await zip.add('staff-access-log.json', json(staffAccess), { compress: true });
        for (const application of applications) {
          const folder = `applications/${application.appId}`;
          await zip.add(`${folder}/application.json`, json(application), { compress: true });
          for (const document of application.documents) {
            const stored = await deps.documents.download(user, application.appId, document.id);
            await zip.add(`${folder}/documents/${document.id}-${archiveName(document.originalName)}`, stored.body);
          }
        }
        zip.end();
      })().catch((err: unknown) => {
        zip.fail(err instanceof Error ? err : new Error(String(err)));
      });
      return zip.stream;
    },
  };
}
