import type { ApiFederationPolicy } from '../api/wire/index.ts'
import type { FederationPolicy } from './instance-config.ts'

/** The MRF transparency block of nodeinfo, with every list present (empty when not sent). */
export function federationPolicyOf(raw: ApiFederationPolicy | undefined): FederationPolicy | null {
  if (!raw) return null
  return {
    mrf_policies: raw.mrf_policies ?? [],
    mrf_simple: raw.mrf_simple ?? {},
    mrf_simple_info: raw.mrf_simple_info ?? {},
    quarantined_instances: raw.quarantined_instances ?? [],
    quarantined_instances_info: raw.quarantined_instances_info?.quarantined_instances ?? {},
    mrf_keyword: {
      federated_timeline_removal: raw.mrf_keyword?.federated_timeline_removal ?? [],
      reject: raw.mrf_keyword?.reject ?? [],
      replace: raw.mrf_keyword?.replace ?? [],
    },
  }
}
