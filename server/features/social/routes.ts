import { socialApi } from '../../../domain/api/social';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { startSocialScheduler } from './scheduler';
import {
  connectAccount,
  createPost,
  disconnectAccount,
  generateContent,
  listAccounts,
  listPosts,
  publisherInfo,
  setAutoPost,
  updatePost,
} from './service';

/** Social media manager (contracts: domain/api/social.ts) and the scheduler that publishes due posts. */
export const socialRoutes: Feature = (ctx) => async (app) => {
  const { db, ai } = ctx;
  const { publisher } = ctx.social;
  route(app, socialApi.accounts, () => listAccounts(db));
  route(app, socialApi.connect, (req) => connectAccount(db, publisher, req.body));
  route(app, socialApi.updateAccount, (req) => setAutoPost(db, req.params.id, req.body.autoPost));
  route(app, socialApi.disconnect, (req) => disconnectAccount(db, req.params.id));
  route(app, socialApi.posts, () => listPosts(db));
  route(app, socialApi.createPost, (req) => createPost(db, req.body));
  route(app, socialApi.updatePost, (req) => updatePost(db, req.params.id, req.body));
  route(app, socialApi.generate, (req) => generateContent(db, ai, req.body));
  route(app, socialApi.publisher, () => publisherInfo(publisher));
  if (ctx.social.scheduler) startSocialScheduler(app, ctx);
};
