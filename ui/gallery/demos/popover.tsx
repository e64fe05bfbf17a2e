import * as Popover from '@hangjia/ui/popover';

export function PopoverDemo() {
  return (
    <div className="row">
      {[
        ['商务合作', '电话 0755-0000 0000'],
        ['投稿', '邮箱 news@example.com'],
      ].map(([label, text]) => (
        <Popover.Root key={label} openOnHover>
          <Popover.Trigger className="button">{label}</Popover.Trigger>
          <Popover.Content className="popover" aria-label={label} sideOffset={6}>
            <p>{text}</p>
            <Popover.Arrow className="popover-arrow" />
          </Popover.Content>
        </Popover.Root>
      ))}
      <Popover.Root>
        <Popover.Trigger className="button">客服（点击）</Popover.Trigger>
        <Popover.Content className="popover" aria-label="客服" sideOffset={6}>
          <p>工作日 9:00–18:00</p>
          <Popover.Close className="button">关闭</Popover.Close>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
