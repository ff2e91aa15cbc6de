import { useEffect } from 'react';
import { defineIsland } from '../../lib/defineIsland.ts';
import { recordPrimeRead } from './recordPrimeRead.ts';

/**
 * AB-17: records that the Prime reader opened this Prime story
 * (widgets/prime-missed-stories/PrimeReadRecorder.tsx places it). Renders nothing; the call is made once per page and a failure is only logged.
 */
function PrimeReadIsland({ msid }: { msid: string }) {
  useEffect(() => {
    void recordPrimeRead(msid);
  }, [msid]);
  return null;
}

export default defineIsland('prime-read', PrimeReadIsland);
