// The button lives with the site's shared components (the public forms use it too).
export { PendingButton } from '../../../../components/pending-button';
