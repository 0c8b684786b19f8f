import { SocialMediaManager } from '../social/social-media-manager';

/** The Social Media tab: the social media manager (client/features/social). */
export function SocialMediaTab() {
  return <SocialMediaManager />;
}
