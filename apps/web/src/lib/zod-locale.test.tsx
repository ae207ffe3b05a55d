import { sendVerificationResponseSchema } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';

const schema = sendVerificationResponseSchema.pick({ companyId: true });

// A text input hands the resolver a string where the contract wants a number: zod's own
// `invalid_type` rule answers, with no message of ours on the schema.
function CompanyIdForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ companyId: number }>({ resolver: zodResolver(schema) });
  return (
    <form onSubmit={handleSubmit(() => {})}>
      <Field label="회사" error={errors.companyId?.message}>
        <Input {...register('companyId')} />
      </Field>
      <button type="submit">확인</button>
    </form>
  );
}

describe('generic zod messages', () => {
  it('reach the screen in Korean', async () => {
    render(<CompanyIdForm />);
    await userEvent.type(screen.getByLabelText('회사'), '12');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    // The contract's sentence for a person (contract §3), not zod's own wording of types.
    await screen.findByText('숫자를 입력해주세요.');
    expect(screen.queryByText(/예상 타입은/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Invalid input/)).not.toBeInTheDocument();
  });
});
