import { Alert, Box, Button, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AdminStatus, StatusText } from '../../shared/components/admin-state';
import { useLeaveGuard } from '../../shared/hooks/use-leave-guard';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useDisableSecondFactor } from '../api/disable-second-factor';
import { useSecondFactor } from '../api/get-second-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { isWrongCode } from '../api/second-factor-change';
import { useStartEnrolment } from '../api/start-enrolment';

/** The code field every step shares; says so when the server refused the code. */
function CodeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  wrong: boolean;
}) {
  const { copy } = useStaffI18n();
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      autoComplete="one-time-code"
      maxLength={40}
      error={props.wrong ? copy.account.wrongCode : undefined}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** Recovery codes, shown once after enrolment or renewal. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { copy } = useStaffI18n();
  return (
    <Stack gap="sm">
      <Title order={3}>{copy.account.recoveryTitle}</Title>
      <Text>{copy.account.recoveryIntro}</Text>
      <List aria-label={copy.account.recoveryTitle}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={onDone}>{copy.account.done}</Button>
      </Group>
    </Stack>
  );
}

/**
 * The staff member's own two-step verification: set it up (QR code and key shown once, turned on by a
 * first code), then renew the recovery codes or turn it off, each with a current code.
 */
export function SecondFactorSection() {
  const { copy } = useStaffI18n();
  const t = copy.account;
  const status = useSecondFactor();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableSecondFactor();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<string[] | null>(null);
  // A code typed and not yet used.
  useLeaveGuard(code.trim() !== '');
  const wrong = [confirm, renew, disable].some((action) => isWrongCode(action.error));
  const reset = () => {
    setCode('');
    [start, confirm, renew, disable].forEach((action) => action.reset());
  };
  const submit = (action: typeof confirm | typeof renew) =>
    action.mutate(code.trim(), {
      onSuccess: ({ codes }) => {
        reset();
        setShown(codes);
      },
    });

  let body;
  if (shown) {
    body = <RecoveryCodes codes={shown} onDone={() => setShown(null)} />;
  } else if (!status.data) {
    body = (
      <AdminStatus loading>
        <StatusText>{t.loading}</StatusText>
      </AdminStatus>
    );
  } else if (start.data && !status.data.enabled) {
    body = (
      <Stack gap="sm">
        <Text>{t.scan}</Text>
        <Box
          role="img"
          aria-label={t.qrLabel}
          w={220}
          // The server's QR code as SVG markup (drawn by the qrcode library from the otpauth URI).
          dangerouslySetInnerHTML={{ __html: start.data.qrSvg }}
        />
        <Text>
          {t.key}: <Code data-testid="totp-secret">{start.data.secret}</Code>
        </Text>
        <CodeField label={t.code} value={code} onChange={setCode} wrong={wrong} />
        <Group>
          <Button onClick={() => submit(confirm)} loading={confirm.isPending} disabled={!code.trim()}>
            {t.confirm}
          </Button>
          <Button variant="default" onClick={reset}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    );
  } else if (!status.data.enabled) {
    body = (
      <Group>
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          {t.start}
        </Button>
      </Group>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text>{t.codesLeft(status.data.recoveryCodesLeft)}</Text>
        <CodeField label={t.codeOrRecovery} value={code} onChange={setCode} wrong={wrong} />
        <Group>
          <Button onClick={() => submit(renew)} loading={renew.isPending} disabled={!code.trim()}>
            {t.renew}
          </Button>
          <Button
            color="red"
            variant="outline"
            loading={disable.isPending}
            disabled={!code.trim()}
            onClick={() => disable.mutate(code.trim(), { onSuccess: reset })}
          >
            {t.disable}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="second-factor-title">
      <Title order={2} id="second-factor-title">
        {t.title}
      </Title>
      <Text c="gray.7">{t.intro}</Text>
      {status.data && (
        <Alert
          color={status.data.enabled ? 'teal' : 'gray'}
          title={status.data.enabled ? t.enabledTitle : t.disabledTitle}
        >
          {status.data.required ? t.required : null}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
