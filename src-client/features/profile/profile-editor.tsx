import { UploadActivityScope } from '#client/features/media/upload-activity.tsx';
import { LeaveAccount } from './leave-account';
import { ProfileEditForm } from './profile-edit-form';
import type { OwnProfile } from './profile-types';

/** The edit page's content: the form, then leaving the site. */
export function ProfileEditor({ profile, onLeft }: { profile: OwnProfile; onLeft: () => void }) {
  return (
    <>
      {/* A picture still being sent holds the save button back until it is in. */}
      <UploadActivityScope>
        <ProfileEditForm profile={profile} />
      </UploadActivityScope>
      <LeaveAccount onLeft={onLeft} />
    </>
  );
}
