/** Passkey screens and list rows. */
export const passkeys = {
  // Main's passkey login (the button and autofill) reports its failures with these two: its code is loaded with
  // these texts (`MainScreen.tsx`), so they need not be in the first load.
  'passkey.unknownError': 'Unknown error occurred during passkey authentication. Please try again.',
  'passkey.notFound':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'passkey.startHeader': 'Set up a new Passkey',
  'passkey.startText': 'Passkeys let you log in with your fingerprint, face or screen lock instead of a password.',
  'passkey.create': 'Create a Passkey',
  'passkey.skip': 'Skip',
  'passkey.successHeader': 'Passkey successfully created',
  'passkey.setupAnother': 'Set up another Passkey',
  'passkey.done': 'Done',
  'passkey.confirmationHeader': 'Success',
  'passkey.confirmationText': 'Your Passkey has been successfully authenticated.',
  'passkey.listLabel': 'Your passkeys',
  'passkey.rename': 'Edit',
  'passkey.renameNamed': 'Edit the name of {name}',
  'passkey.deleteNamed': 'Delete {name}',
  'passkey.confirmDeleteNamed': 'Delete {name} for good',
  'passkey.save': 'Save',
  'passkey.cancel': 'Cancel',
  'passkey.delete': 'Delete',
  'passkey.nameLabel': 'Passkey name',
  'passkey.deleteWarning': 'Deleting a passkey cannot be undone: a deleted passkey cannot be restored.',
  'passkey.alreadyRegistered':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'passkey.notCreated':
    'Your Passkey was not created. Click \u201cCreate a Passkey\u201d to try again or skip without adding a Passkey.',
  'passkey.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
} as const;
