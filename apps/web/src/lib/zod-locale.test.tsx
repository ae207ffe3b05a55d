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
    const message = await screen.findByText(/잘못된 입력/);
    expect(message).toHaveTextContent('잘못된 입력: 예상 타입은 number, 받은 타입은 string입니다');
    expect(screen.queryByText(/Invalid input/)).not.toBeInTheDocument();
  });
});
