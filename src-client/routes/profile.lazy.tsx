import { createLazyRoute } from '@tanstack/react-router';
import { OwnProfilePage } from '#client/features/profile/own-profile-page.tsx';
import { ProfileEditPage } from '#client/features/profile/profile-edit-page.tsx';
import { UserProfilePage } from '#client/features/profile/user-profile-page.tsx';

// By path rather than by importing the routes: what this file imports from the start page's code
// would have to be exported by it, and weigh on every first visit.
export const ownProfileLazy = createLazyRoute('/profile')({ component: OwnProfilePage });
export const profileEditLazy = createLazyRoute('/profile/edit')({ component: ProfileEditPage });
export const userProfileLazy = createLazyRoute('/user/$guid')({ component: UserProfilePage });
