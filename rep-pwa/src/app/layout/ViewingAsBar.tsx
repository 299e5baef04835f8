import { Button } from '@commissionbee/ui/Button';
import { useRepSession } from '../../session/rep-store';

/** Shown while a manager views a team member's pay, with the one-tap way back. */
export function ViewingAsBar({ name }: { name: string }) {
  const { viewAs } = useRepSession();
  return (
    <div className="rep-viewing-as">
      <p>{`Viewing As ${name}`}</p>
      <Button small variant="secondary" onClick={() => viewAs(null)}>
        Back to my pay
      </Button>
    </div>
  );
}
