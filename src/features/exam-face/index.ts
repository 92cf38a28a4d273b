/** The exam's face check dialog (issue 7 item 3, decision 0028); the answering page composes it with the face call. */
export { FaceCheckDialog, type FaceCheckDialogProps, type FaceCheckOutcome } from './face-check-dialog';
