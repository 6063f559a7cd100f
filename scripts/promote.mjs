// `npm run promote -- mfe-jobs`: the remote's canary becomes its active build for every browser.
import { RELEASES_DIR, refusalsAsExit, releasedBy, remoteArg } from './releases.mjs';
import { promoteCanary } from '../server/src/remotes/release-actions.ts';

const remote = remoteArg(process.argv[2]);
await refusalsAsExit(async () => {
  const canary = await promoteCanary(RELEASES_DIR, remote, releasedBy());
  console.log(`Promoted mfe-${remote} ${canary.id}: every browser now gets it (it was at ${canary.percent} %).`);
});
