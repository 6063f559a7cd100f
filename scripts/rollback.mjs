// `npm run rollback -- mfe-jobs`            drop its canary when one runs, else back to the release before the current one
// `npm run rollback -- mfe-jobs <id>`       to a given release
// `npm run rollback -- mfe-jobs --default`  back to the build the server ships (mfe-jobs/dist)
import { RELEASES_DIR, refusalsAsExit, releasedBy, remoteArg } from './releases.mjs';
import { rollBack } from '../server/src/remotes/release-actions.ts';

const remote = remoteArg(process.argv[2]);
await refusalsAsExit(async () => {
  const result = await rollBack(RELEASES_DIR, remote, process.argv[3], releasedBy());
  if (result.dropped === 'canary') console.log(`Canary ${result.canary.id} of mfe-${remote} dropped: its browsers get the active build on their next load.`);
  else if (result.to === null) console.log(`mfe-${remote} now served from its default build.`);
  else console.log(`mfe-${remote} rolled back to ${result.to}.`);
});
