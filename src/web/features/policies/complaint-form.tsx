// The complaint form of the contact page (docs/complaints.md). A signed-in shopper files as
// themselves and may name one of their orders (?order= preselects it, from My Orders' "Report a
// problem"); a guest gives a name and phone and confirms the phone with an OTP. The answer is the
// ticket number, which the shopper also gets by SMS.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@shared/messages';
import type { Order } from '@shared/schemas/orders';
import { complaintBody, guestComplaintForm } from '@shared/schemas/complaints';
import { api, ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth-store';
import { paths } from '../../lib/paths';

type Fields = { Subject: string; Description: string; OrderId: string; Name: string; PhoneNumber: string; Otp: string };
const EMPTY: Fields = { Subject: '', Description: '', OrderId: '', Name: '', PhoneNumber: '', Otp: '' };

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : MESSAGES.somethingWrong);

export default function ComplaintForm() {
  const session = useSession();
  const [params] = useSearchParams();
  const [fields, setFields] = useState<Fields>({ ...EMPTY, OrderId: params.get('order') ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [otpNote, setOtpNote] = useState<string | null>(null);
  const [filed, setFiled] = useState<{ ticket: string; message: string } | null>(null);

  const orders = useQuery({
    queryKey: ['complaints', 'orders'],
    queryFn: () => api<Order[]>('order/myorders', { toastOnError: false }),
    enabled: !!session,
  });
  const sendOtp = useMutation({
    mutationFn: (phone: string) =>
      api<{ Status: boolean; Message: string }>('Otp/generate', {
        method: 'POST',
        body: { Identifier: phone, IdentifierType: 'SMS', IsComplaint: true },
        toastOnError: false,
      }),
  });
  const file = useMutation({
    mutationFn: (body: unknown) => api<{ Status: true; Message: string; TicketNumber: string }>('complaints', { method: 'POST', body, toastOnError: false }),
  });

  const set = (k: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));

  const askOtp = async () => {
    setRefusal(null);
    const phone = guestComplaintForm.shape.PhoneNumber.safeParse(fields.PhoneNumber);
    if (!phone.success) {
      setErrors((e) => ({ ...e, PhoneNumber: phone.error.issues[0]?.message }));
      return;
    }
    setErrors((e) => ({ ...e, PhoneNumber: undefined }));
    try {
      setOtpNote((await sendOtp.mutateAsync(phone.data)).Message);
    } catch (err) {
      setRefusal(messageOf(err));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const input = session
      ? { Subject: fields.Subject, Description: fields.Description, OrderId: fields.OrderId }
      : { Subject: fields.Subject, Description: fields.Description, Name: fields.Name, PhoneNumber: fields.PhoneNumber, Otp: fields.Otp };
    const checked = session ? complaintBody.safeParse(input) : guestComplaintForm.safeParse(input);
    if (!checked.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of checked.error.issues) {
        const k = issue.path[0] as keyof Fields;
        next[k] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const answer = await file.mutateAsync(checked.data);
      setFiled({ ticket: answer.TicketNumber, message: answer.Message });
      setFields({ ...EMPTY });
    } catch (err) {
      setRefusal(messageOf(err));
    }
  };

  if (filed) {
    return (
      <Alert severity="success" data-testid="complaint-filed" action={<Button onClick={() => setFiled(null)}>File another</Button>}>
        {filed.message} We have sent it to you by SMS.{' '}
        {session && (
          <Link component={RouterLink} to={paths.complaints}>
            See My Complaints
          </Link>
        )}
      </Alert>
    );
  }

  const field = (k: keyof Fields) => ({
    value: fields[k],
    onChange: set(k),
    error: !!errors[k],
    helperText: errors[k],
    fullWidth: true,
    size: 'small' as const,
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}
      aria-label="Complaint form"
    >
      {!session && (
        <>
          <TextField label="Your name" {...field('Name')} autoComplete="name" slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <TextField
              label="Mobile number"
              {...field('PhoneNumber')}
              autoComplete="tel-national"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            />
            <Button variant="outlined" onClick={() => void askOtp()} disabled={sendOtp.isPending} sx={{ flexShrink: 0, height: 40 }}>
              Send OTP
            </Button>
          </Box>
          {otpNote && <Alert severity="info">{otpNote}</Alert>}
          <TextField label="OTP" {...field('Otp')} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
        </>
      )}
      {session && (
        <TextField
          select
          label="Order (optional)"
          {...field('OrderId')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, 'data-testid': 'complaint-order' } as object }}
        >
          <MenuItem value="">Not about an order</MenuItem>
          {(orders.data ?? []).map((o) => (
            <MenuItem key={o.OrderId} value={o.OrderId}>
              {o.OrderCode}
            </MenuItem>
          ))}
          {fields.OrderId && !orders.data?.some((o) => o.OrderId === fields.OrderId) && <MenuItem value={fields.OrderId}>The order you chose</MenuItem>}
        </TextField>
      )}
      <TextField label="Subject" {...field('Subject')} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField label="What went wrong?" {...field('Description')} multiline minRows={4} slotProps={{ htmlInput: { maxLength: 4000 } }} />
      {refusal && (
        <Alert severity="error" data-testid="complaint-error">
          {refusal}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={file.isPending} data-testid="complaint-submit">
          File complaint
        </Button>
      </Box>
    </Paper>
  );
}
