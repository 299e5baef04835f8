import { Loader } from '@commissionbee/ui/Loader';
import { useFocusOnMount } from '../lib/use-focus-on-mount';

/** Uploading step (spec §2): 'Uploading CSV Data' with a loader. */
export function UploadingStep() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="cb-stack cb-stack--center upload-uploading">
      <h2 ref={heading} tabIndex={-1}>
        Uploading CSV Data
      </h2>
      <Loader block label="Uploading" />
    </div>
  );
}
