import type { components } from '@hangjia/sdk';
import { useSaveServiceRecord } from '@hangjia/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '@hangjia/ui';
import { useEffect, useId, useState } from 'react';
import { userMessage } from '../../../../lib/scope/user-message';
import { bindingError, bindingRadios, wecatOptions, type Wecat } from '../../sc-binding';
import { useScQueries } from '../../sc-queries';
import { ACTION_FAILED } from '../sc-feedback';
import * as sc from '../sc.css';

type ScServiceType = components['schemas']['ScServiceType'];

export interface CompanyBindingFormProps {
  itemId: number;
  itemName: string;
  type: 3 | 4;
  phone: string;
}

/** The typed text after a short pause, so the remote search does not run on every key. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Binds a company and period to a type 3 or 4 item: company (remote search for non-empty text),
 * start and end ('填写公司简称、时间信息' when one is missing), the public account and, for type 4,
 * the service type. It adds a binding (id null); a radio not shown is sent as ''. A failed save
 * keeps the form as typed.
 */
export function CompanyBindingForm({ itemId, itemName, type, phone }: CompanyBindingFormProps) {
  const toast = useToast();
  const save = useSaveServiceRecord();
  const radios = bindingRadios(type, itemName);
  const [companyName, setCompanyName] = useState('');
  const [picked, setPicked] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [wecat, setWecat] = useState<Wecat>('hangjiatalk');
  const [serviceType, setServiceType] = useState<string>(radios.serviceTypes?.[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const key = useSettled(companyName.trim());
  const search = useQuery({ ...useScQueries().companies(key), enabled: key !== '' && !picked });
  const options = picked || key === '' ? [] : (search.data ?? []);

  const submit = async () => {
    const problem = bindingError({ companyName, start, end });
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      // Every field of the payload is sent: a new binding (id null), '' for a radio not shown.
      await save.mutateAsync({
        id: null,
        phone,
        type,
        companyName: companyName.trim(),
        serviceType: radios.serviceTypes ? (serviceType as ScServiceType) : '',
        wecat: radios.showIndustry ? wecat : '',
        itemId,
        start,
        end,
      });
      toast.success('设置成功');
      setCompanyName('');
      setStart('');
      setEnd('');
      setPicked(false);
    } catch (reason) {
      const text = userMessage(reason, ACTION_FAILED);
      setError(text);
      toast.error(text);
    }
  };

  return (
    <form
      noValidate
      className={sc.record}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`} className={sc.heading}>
        绑定公司与时间
      </h3>
      <div className={sc.field}>
        <label className={sc.label} htmlFor={`${id}-company`}>
          公司简称
        </label>
        <input
          id={`${id}-company`}
          className={sc.textInput}
          value={companyName}
          autoComplete="off"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error && !companyName.trim() ? true : undefined}
          onChange={(e) => {
            setCompanyName(e.currentTarget.value);
            setPicked(false);
          }}
        />
        {options.length > 0 ? (
          <ul className={sc.suggestions} aria-label="匹配的公司">
            {options.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  className={sc.ghost}
                  style={{ width: '100%', borderRadius: 0, border: 0, textAlign: 'left' }}
                  onClick={() => {
                    setCompanyName(o.name);
                    setPicked(true);
                  }}
                >
                  {o.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={sc.grid2}>
        <div className={sc.field}>
          <label className={sc.label} htmlFor={`${id}-start`}>
            开始日期
          </label>
          <input id={`${id}-start`} type="date" className={sc.textInput} value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </div>
        <div className={sc.field}>
          <label className={sc.label} htmlFor={`${id}-end`}>
            结束日期
          </label>
          <input id={`${id}-end`} type="date" className={sc.textInput} value={end} min={start || undefined} onChange={(e) => setEnd(e.currentTarget.value)} />
        </div>
      </div>
      {radios.showIndustry ? (
        <fieldset className={sc.radios}>
          <legend>公众号</legend>
          {wecatOptions.map((o) => (
            <label key={o.value}>
              <input type="radio" name={`${id}-wecat`} value={o.value} checked={wecat === o.value} onChange={() => setWecat(o.value)} />
              {o.value}
            </label>
          ))}
        </fieldset>
      ) : null}
      {radios.serviceTypes ? (
        <fieldset className={sc.radios}>
          <legend>服务类型</legend>
          {radios.serviceTypes.map((t) => (
            <label key={t}>
              <input type="radio" name={`${id}-service`} value={t} checked={serviceType === t} onChange={() => setServiceType(t)} />
              {t}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p id={`${id}-error`} className={sc.errorText} role="alert">
        {error}
      </p>
      <div className={sc.row}>
        <button type="submit" className={sc.button} disabled={save.isPending}>
          {save.isPending ? '保存中…' : '保存绑定'}
        </button>
      </div>
    </form>
  );
}
