import type { Tier } from '@rooted/shared/contracts/auth';
import { Sprout } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** SPEC §1 tiers: Free, or Supporter with its badge. */
export function TierBadge({ tier }: { tier: Tier }) {
  return tier === 'supporter' ? (
    <Badge variant="success" data-testid="tier-badge">
      <Sprout aria-hidden />
      Supporter
    </Badge>
  ) : (
    <Badge variant="secondary" data-testid="tier-badge">
      Free
    </Badge>
  );
}
